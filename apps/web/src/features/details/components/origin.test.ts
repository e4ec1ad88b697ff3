import { describe, expect, it } from 'vitest';
import { buildCrumbs, readOrigin } from './origin.ts';

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
