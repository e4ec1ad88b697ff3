import { describe, expect, it } from 'vitest';
import { buildCrumbs, readOrigin, readOriginExtras } from './origin.ts';

describe('readOrigin', () => {
  it('reads the origin from router state, then from ?origin=', () => {
    expect(readOrigin({ origin: 'taxonomy' }, '')).toBe('taxonomy');
    expect(readOrigin(null, '?origin=favorites')).toBe('favorites');
    expect(readOrigin({ origin: 'topapis' }, '?origin=favorites')).toBe('topapis');
  });

  it('ignores unknown origins', () => {
    expect(readOrigin({ origin: 'elsewhere' }, '?origin=toString')).toBeNull();
    expect(readOrigin(undefined, '')).toBeNull();
  });
});

describe('buildCrumbs', () => {
  const item = { name: 'Petstore', root: '/catalog/details/pets' };

  it('is Home > Catalog > item > tab without an origin', () => {
    expect(buildCrumbs(null, item, 'Methods')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Catalog', to: '/catalog' },
      { label: 'Petstore', to: '/catalog/details/pets' },
      { label: 'Methods' },
    ]);
  });

  it.each([
    ['taxonomy', 'Taxonomy', '/catalog/taxonomy'],
    ['favorites', 'My Favorites', '/catalog/favorites'],
    ['topapis', 'Top APIs', '/catalog/top-apis'],
  ] as const)('inserts the %s origin after Catalog', (origin, label, to) => {
    expect(buildCrumbs(origin, item, 'About')[2]).toEqual({ label, to });
  });
});

describe('origin extras (issue 27)', () => {
  const item = { name: 'Petstore', root: '/catalog/details/pets' };
  it("keeps the taxonomy's classification and the bundle a spec was opened from", () => {
    const extras = readOriginExtras({
      origin: 'taxonomy',
      originSearch: '?classification=media',
      bundle: { id: 'b 1', name: 'Retail Bundle' },
    });
    expect(buildCrumbs('taxonomy', item, null, extras)).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Catalog', to: '/catalog' },
      { label: 'Taxonomy', to: '/catalog/taxonomy?classification=media' },
      { label: 'Retail Bundle', to: '/catalog/details/b%201/bundle-details' },
      { label: 'Petstore', to: '/catalog/details/pets' },
    ]);
    expect(readOriginExtras({ originSearch: 'javascript:x', bundle: { id: 1 } })).toEqual({});
    expect(readOriginExtras(null)).toEqual({});
  });
});
