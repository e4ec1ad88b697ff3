import { describe, expect, it } from 'vitest';
import { nonFinitePath } from './validation.ts';

describe('nonFinitePath', () => {
  it('points at the first number that is not finite, or null', () => {
    expect(nonFinitePath({ a: 1, b: [0, 'x', { c: Number.NaN }] })).toBe('/b/2/c');
    expect(nonFinitePath({ a: -Infinity })).toBe('/a');
    expect(nonFinitePath(Infinity)).toBe('');
    expect(nonFinitePath({ a: 1e308, b: ['Infinity', null, true] })).toBeNull();
  });
});
