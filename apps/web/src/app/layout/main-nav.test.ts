import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/render.tsx';
import { buildMainNav } from './main-nav.ts';

const labels = (config: ReturnType<typeof testConfig>) => buildMainNav(config).map((i) => i.label);
const nav = (topApis: boolean, taxonomy: boolean) => ({
  ...testConfig().portalUIConfig,
  mainNavigation: { topApis: { enabled: topApis }, taxonomy: { enabled: taxonomy } },
});

describe('main navigation', () => {
  it('inserts Top APIs and Taxonomy after Catalog when enabled and taxonomies exist', () => {
    expect(labels(testConfig())).toEqual([
      'Home',
      'Catalog',
      'Top APIs',
      'Taxonomy',
      'My Favorites',
      'Latest News',
    ]);
  });

  it('leaves out Top APIs when the configuration disables it', () => {
    expect(labels(testConfig({ portalUIConfig: nav(false, true) }))).toEqual([
      'Home',
      'Catalog',
      'Taxonomy',
      'My Favorites',
      'Latest News',
    ]);
  });

  it('leaves out Taxonomy when disabled', () => {
    expect(labels(testConfig({ portalUIConfig: nav(true, false) }))).not.toContain('Taxonomy');
  });

  it('leaves out Taxonomy when enabled but the customer has no taxonomies', () => {
    const config = testConfig({ search: { taxonomies: [], dimensions: [] } });
    expect(labels(config)).toEqual(['Home', 'Catalog', 'Top APIs', 'My Favorites', 'Latest News']);
  });

  it('links each entry to its route', () => {
    expect(buildMainNav(testConfig()).map((i) => i.to)).toEqual([
      '/',
      '/catalog',
      '/catalog/top-apis',
      '/catalog/taxonomy',
      '/catalog/favorites',
      '/news/announcements',
    ]);
  });
});
