import { MantineProvider, useMantineColorScheme } from '@mantine/core';
import type { KeyUsageReport } from '@storefront/contract/key-usage';
import { act, render, waitFor } from '@testing-library/react';
import type uPlot from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import KeyUsageChart from './key-usage-chart.tsx';

// uPlot needs a canvas, which jsdom has not: each chart drawn is recorded with its options.
const drawn = vi.hoisted(() => [] as { options: uPlot.Options; destroyed: boolean }[]);
vi.mock('uplot', () => {
  class FakePlot {
    entry: { options: uPlot.Options; destroyed: boolean };
    constructor(options: uPlot.Options) {
      this.entry = { options, destroyed: false };
      drawn.push(this.entry);
    }
    setSize() {}
    destroy() {
      this.entry.destroyed = true;
    }
    static tzDate = (d: Date) => d;
  }
  return { default: FakePlot };
});
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const point = { at: Date.parse('2026-11-26T00:00:00Z'), calls: 3, errors: 1 };
const series = (appName: string) => ({
  itemId: 'orders',
  appName,
  keyHint: '…abcd',
  apiProduct: 'orders-api',
  calls: 3,
  errors: 1,
  points: [point],
});
const report: KeyUsageReport = {
  from: '2026-11-25',
  to: '2026-11-27',
  bucket: 'day',
  series: [series('Shop'), series('Admin')],
};

let toggle: () => void = () => {};
function Toggle() {
  toggle = useMantineColorScheme().toggleColorScheme;
  return null;
}

const live = () => drawn.filter((d) => !d.destroyed);

describe('key usage chart colours (issue 31)', () => {
  beforeEach(() => {
    drawn.length = 0;
    localStorage.clear();
  });

  it("draws lines, labels and grid in the light scheme's colours, then again in dark's on a scheme change", async () => {
    render(
      <MantineProvider defaultColorScheme="light">
        <Toggle />
        <KeyUsageChart report={report} />
      </MantineProvider>,
    );
    await waitFor(() => expect(live()).toHaveLength(1));
    const light = live()[0]!.options;
    expect(light.series.slice(1).map((s) => s.stroke)).toEqual(['#1864ab', '#c92a2a']);
    expect(light.axes?.map((a) => [a.stroke, a.grid?.stroke])).toEqual([
      ['#000000', '#868e96'],
      ['#000000', '#868e96'],
    ]);

    act(() => toggle());
    await waitFor(() => expect(live()[0]?.options.series[1]?.stroke).toBe('#4dabf7'));
    // The light chart is gone: one chart, in the dark colours.
    expect(live()).toHaveLength(1);
    const dark = live()[0]!.options;
    expect(dark.series.slice(1).map((s) => s.stroke)).toEqual(['#4dabf7', '#ff8787']);
    expect(dark.axes?.map((a) => [a.stroke, a.grid?.stroke, a.ticks?.stroke])).toEqual([
      ['#c9c9c9', '#828282', '#828282'],
      ['#c9c9c9', '#828282', '#828282'],
    ]);
  });

  it('opens in dark when the scheme is dark', async () => {
    render(
      <MantineProvider forceColorScheme="dark">
        <KeyUsageChart report={report} />
      </MantineProvider>,
    );
    await waitFor(() => expect(live()).toHaveLength(1));
    expect(live()[0]!.options.axes?.[0]?.stroke).toBe('#c9c9c9');
  });
});
