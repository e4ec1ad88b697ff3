import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '../lib/theme/colour.ts';
import { stateBadgeColours, stateColour } from './state-badge.tsx';

describe('state badge colours (issue 27)', () => {
  it("follow the state's colour: names the data and editor use, hex, info by default", () => {
    const hue = (c: string) => stateBadgeColours(c).background;
    expect(new Set([hue('green'), hue('orange'), hue('red'), hue('info')]).size).toBe(4);
    expect(stateColour(undefined)).toBe(stateColour('info'));
    expect(stateColour('nonsense')).toBe(stateColour('info'));
    expect(stateColour('#12AB9F')).toBe('#12ab9f');
    // Red reads as red: its red channel dominates.
    const red = hue('red');
    expect(Number.parseInt(red.slice(1, 3), 16)).toBeGreaterThan(Number.parseInt(red.slice(3, 5), 16) * 2);
  });

  it('pass WCAG AA for every named colour and for pale hex colours', () => {
    for (const c of ['green', 'orange', 'red', 'yellow', 'info', 'gray', 'teal', '#ffff00', '#eeeeee']) {
      const { background, text } = stateBadgeColours(c);
      expect(contrastRatio(text, background), c).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
