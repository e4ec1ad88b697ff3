import { describe, expect, it } from 'vitest';
import { truncate } from './format.ts';

describe('truncate', () => {
  it('keeps text within the limit as it is', () => {
    expect(truncate('Sells pets.', 150)).toBe('Sells pets.');
    expect(truncate('', 10)).toBe('');
    expect(truncate(null, 10)).toBe('');
  });

  it('cuts on a word boundary and adds "…"', () => {
    expect(truncate('The quick brown fox jumps', 12)).toBe('The quick…');
    expect(truncate('The quick brown fox jumps', 15)).toBe('The quick brown…');
    expect(truncate('one, two, three', 9)).toBe('one, two…');
  });

  it('cuts a single overlong word where the limit falls', () => {
    expect(truncate('x'.repeat(300), 250)).toBe(`${'x'.repeat(250)}…`);
  });
});
