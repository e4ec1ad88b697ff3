import { describe, expect, it } from 'vitest';
import { mergePatch } from './merge-patch.ts';

describe('mergePatch', () => {
  it('merges objects deeply, deletes on null and replaces anything else', () => {
    expect(mergePatch({ a: 1, b: { c: 2, d: 3 }, e: [1] }, { b: { c: null, x: 4 }, e: [2], f: 'g' })).toEqual(
      {
        a: 1,
        b: { d: 3, x: 4 },
        e: [2],
        f: 'g',
      },
    );
    expect(mergePatch({ a: 1 }, 'text')).toBe('text');
    expect(mergePatch('text', { a: 1 })).toEqual({ a: 1 });
  });
});
