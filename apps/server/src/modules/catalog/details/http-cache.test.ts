import { describe, expect, it } from 'vitest';
import { chooseEncoding, detailsEtag, matchesIfNoneMatch } from './http-cache.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.2', 'gzip'],
    ['identity', 'identity'],
    ['BR', 'br'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('reads repeated headers as one list', () => {
    expect(chooseEncoding(['deflate', 'gzip'])).toBe('gzip');
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = '"abc--.br"';
  it.each([
    [undefined, false],
    ['"abc--.br"', true],
    ['W/"abc--.br"', true],
    ['"other", "abc--.br"', true],
    ['"abc--"', false],
    ['"abc--.gzip"', false],
    ['*', true],
    ['abc--.br', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});

describe('detailsEtag', () => {
  it('differs by flags and by coding, and is strong', () => {
    const tags = [false, true].flatMap((f) =>
      [false, true].flatMap((w) =>
        (['identity', 'gzip', 'br'] as const).map((e) => detailsEtag('h', f, w, e)),
      ),
    );
    expect(new Set(tags).size).toBe(12);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
  });
});
