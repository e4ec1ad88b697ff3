import { afterEach, describe, expect, it } from 'vitest';
import { CHART_BACKGROUNDS, chartAxis, chartColours } from './chart-colours.ts';
import { contrastRatio } from './colour.ts';

const holder = () => {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
};
afterEach(() => document.body.replaceChildren());

describe('chart colours per scheme (issue 31)', () => {
  it("uses Mantine's defaults when the theme's variables are absent, different per scheme", () => {
    const el = holder();
    expect(chartColours(el, 'light')).toEqual({
      lines: ['#1864ab', '#c92a2a', '#087f5b', '#862e9c'],
      text: '#000000',
      grid: '#868e96',
    });
    expect(chartColours(el, 'dark')).toEqual({
      lines: ['#4dabf7', '#ff8787', '#38d9a9', '#da77f2'],
      text: '#c9c9c9',
      grid: '#828282',
    });
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps AA contrast in ${scheme}: text and lines 4.5:1, grid and axis lines 3:1`, () => {
      const colours = chartColours(holder(), scheme);
      for (const background of CHART_BACKGROUNDS[scheme]) {
        expect(contrastRatio(colours.text, background)).toBeGreaterThanOrEqual(4.5);
        for (const line of colours.lines) expect(contrastRatio(line, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours.grid, background)).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it("the other scheme's colours would fail: light lines and axes vanish on dark, dark ones on white", () => {
    const light = chartColours(holder(), 'light');
    const dark = chartColours(holder(), 'dark');
    expect(contrastRatio(light.text, CHART_BACKGROUNDS.dark[0]!)).toBeLessThan(3);
    expect(Math.min(...light.lines.map((l) => contrastRatio(l, CHART_BACKGROUNDS.dark[0]!)))).toBeLessThan(
      4.5,
    );
    expect(Math.min(...dark.lines.map((l) => contrastRatio(l, '#ffffff')))).toBeLessThan(4.5);
  });

  it("reads the theme's CSS variables as the element sees them", () => {
    const el = holder();
    el.style.setProperty('--mantine-color-blue-4', '#74c0fc');
    el.style.setProperty('--mantine-color-text', '#d0d0d0');
    el.style.setProperty('--mantine-color-dark-2', '#8a8a8a');
    const dark = chartColours(el, 'dark');
    expect(dark.lines[0]).toBe('#74c0fc');
    expect(dark.text).toBe('#d0d0d0');
    expect(dark.grid).toBe('#8a8a8a');
  });

  it('draws axis labels in the text colour and lines, ticks and grid in the grid colour', () => {
    const axis = chartAxis({ lines: [], text: '#c9c9c9', grid: '#828282' });
    expect(axis.stroke).toBe('#c9c9c9');
    expect([axis.border.stroke, axis.grid.stroke, axis.ticks.stroke]).toEqual([
      '#828282',
      '#828282',
      '#828282',
    ]);
  });
});
