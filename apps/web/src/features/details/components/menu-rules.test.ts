import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/render.tsx';
import {
  buildDetailsMenu,
  findTab,
  type MenuItem,
  PRICING_UNAVAILABLE,
  viewInCatalogHref,
} from './menu-rules.ts';

const spec: MenuItem = { id: 'pets', objectType: 'SPECIFICATION', pricingPlans: [], hasDocument: true };
const bundle: MenuItem = { ...spec, id: 'b1', objectType: 'BUNDLE' };
const plan = { code: 'gold', name: 'Gold', visualStyle: {} };
const all = testConfig({
  features: { ...testConfig().features, viewInCatalog: true, ticketing: true },
});
const labels = (item: MenuItem, config = all) => buildDetailsMenu(item, config).map((e) => e.label);

describe('buildDetailsMenu', () => {
  it('offers a specification its own entries, in order', () => {
    expect(labels({ ...spec, pricingPlans: [plan] })).toEqual([
      'About',
      'Methods',
      'Pricing',
      'Documentation',
      'Changelog',
      'Download OpenAPI Document',
      'Attachments',
      'View in Catalog',
      'Contact Provider',
      'Provider Updates',
      'Tickets',
      'Get API Access',
      'Manage Access',
    ]);
  });

  it('offers a bundle Bundle Details and none of the specification entries', () => {
    expect(labels(bundle)).toEqual([
      'About',
      'Bundle Details',
      'Attachments',
      'View in Catalog',
      'Contact Provider',
      'Provider Updates',
      'Tickets',
    ]);
  });

  it('offers Documentation to specifications unless the feature is off, never to bundles', () => {
    expect(findTab(buildDetailsMenu(spec, all), 'documentation')?.label).toBe('Documentation');
    expect(labels(bundle)).not.toContain('Documentation');
    const off = testConfig({ features: { ...all.features, documentation: false } });
    expect(labels(spec, off)).not.toContain('Documentation');
  });

  it('offers Manage Access (get-api-key) to specifications only when visual.apiAccess is true', () => {
    expect(findTab(buildDetailsMenu(spec, all), 'get-api-key')?.label).toBe('Manage Access');
    expect(labels(bundle)).not.toContain('Manage Access');
    const off = testConfig({ portalUIConfig: { ...all.portalUIConfig, visual: { apiAccess: false } } });
    expect(labels(spec, off)).not.toContain('Manage Access');
    const renamed = testConfig({
      portalUIConfig: { ...all.portalUIConfig, detailsMenu: { manageAccess: { label: 'My Keys' } } },
    });
    expect(labels(spec, renamed)).toContain('My Keys');
  });

  it('offers Get API Access to specifications unless the feature is off, never to bundles', () => {
    expect(findTab(buildDetailsMenu(spec, all), 'get-api-access')?.label).toBe('Get API Access');
    expect(labels(bundle)).not.toContain('Get API Access');
    const off = testConfig({ features: { ...all.features, getApiAccess: false } });
    expect(labels(spec, off)).not.toContain('Get API Access');
  });

  it('disables Pricing with a tooltip when the item has no plans', () => {
    const pricing = buildDetailsMenu(spec, all).find((e) => e.key === 'pricing');
    expect(pricing).toMatchObject({ disabled: true, tooltip: 'Currently Unavailable for this API' });
    expect(PRICING_UNAVAILABLE).toBe('Currently Unavailable for this API');
    expect(findTab(buildDetailsMenu(spec, all), 'pricing')).toBeNull();
    expect(findTab(buildDetailsMenu({ ...spec, pricingPlans: [plan] }, all), 'pricing')?.key).toBe('pricing');
  });

  it('takes labels and enabled flags from the UI configuration', () => {
    const config = testConfig({
      portalUIConfig: {
        ...all.portalUIConfig,
        detailsMenu: {
          about: { label: 'Overview' },
          methods: { label: 'Operations' },
          attachments: { enabled: false },
          providerUpdates: { label: 'News', enabled: true },
        },
      },
    });
    expect(labels(spec, config)).toEqual([
      'Overview',
      'Operations',
      'Pricing',
      'Documentation',
      'Changelog',
      'Download OpenAPI Document',
      'Contact Provider',
      'News',
      'Get API Access',
      'Manage Access',
    ]);
  });

  it('follows the feature flags', () => {
    const config = testConfig({
      features: {
        ...all.features,
        pricing: false,
        attachments: false,
        openapiDownload: false,
        ticketing: false,
        viewInCatalog: false,
        documentation: false,
        getApiAccess: false,
      },
    });
    expect(labels(spec, config)).toEqual([
      'About',
      'Methods',
      'Changelog',
      'Contact Provider',
      'Provider Updates',
      'Manage Access',
    ]);
  });

  it('names the download after the document: AsyncAPI for AsyncAPI items, unless configured', () => {
    const asyncApi = { ...spec, documentType: 'AsyncAPI' as const };
    expect(labels(asyncApi)).toContain('Download AsyncAPI Document');
    expect(labels(asyncApi)).not.toContain('Download OpenAPI Document');
    expect(labels({ ...spec, documentType: 'OpenAPI' })).toContain('Download OpenAPI Document');
    const named = testConfig({
      portalUIConfig: {
        ...all.portalUIConfig,
        detailsMenu: { openapiDownload: { label: 'Get the document', enabled: true } },
      },
    });
    expect(labels(asyncApi, named)).toContain('Get the document');
  });

  it('hides the download and the changelog when the item has no document', () => {
    expect(labels({ ...spec, hasDocument: false })).not.toContain('Download OpenAPI Document');
    expect(labels({ ...spec, hasDocument: false })).not.toContain('Changelog');
    expect(findTab(buildDetailsMenu(spec, all), 'changelog')?.label).toBe('Changelog');
    expect(labels(bundle)).not.toContain('Changelog');
  });

  it('names the ticketing tab and its route from configuration', () => {
    const config = testConfig({
      ...all,
      ticketing: { system: 'servicenow', label: 'Change Requests', route: 'servicenow' },
    });
    const entry = buildDetailsMenu(spec, config).find((e) => e.key === 'ticketing');
    expect(entry).toMatchObject({
      kind: 'tab',
      key: 'ticketing',
      label: 'Change Requests',
      path: 'servicenow',
    });
  });
});

describe("providers' menu labels by language (issue 31)", () => {
  const config = testConfig({
    portalUIConfig: {
      ...all.portalUIConfig,
      detailsMenu: {
        about: { label: 'Overview', labelTranslations: { de: 'Überblick', ar: 'نظرة عامة' } },
        methods: { labelTranslations: { de: 'Operationen' } },
        pricing: { labelTranslations: { fr: ' ' } },
      },
    },
  });
  const first3 = (locale: string) =>
    buildDetailsMenu({ ...spec, pricingPlans: [plan] }, config, locale)
      .slice(0, 3)
      .map((e) => e.label);

  it("shows the provider's label in the active language", () => {
    expect(first3('de')).toEqual(['Überblick', 'Operationen', 'Pricing']);
    expect(first3('ar')[0]).toBe('نظرة عامة');
  });

  it("falls back to the provider's default label, else the built-in one", () => {
    expect(first3('en')).toEqual(['Overview', 'Methods', 'Pricing']);
    expect(first3('fr')).toEqual(['Overview', 'Methods', 'Pricing']);
    expect(first3('ja')).toEqual(['Overview', 'Methods', 'Pricing']);
  });

  it('finds the tab by its path whatever the language calls it', () => {
    expect(findTab(buildDetailsMenu(spec, config, 'de'), 'methods')?.label).toBe('Operationen');
  });
});

describe('viewInCatalogHref', () => {
  it('fills in the id', () => {
    expect(viewInCatalogHref(testConfig({ viewInCatalogUrl: 'https://cat.test/apis/{id}' }), 'a b')).toBe(
      'https://cat.test/apis/a%20b',
    );
  });

  it('refuses anything but http(s)', () => {
    expect(viewInCatalogHref(testConfig({ viewInCatalogUrl: 'javascript:alert({id})' }), 'x')).toBeNull();
    expect(viewInCatalogHref(testConfig({ viewInCatalogUrl: '' }), 'x')).toBeNull();
    expect(labels(spec, testConfig({ ...all, viewInCatalogUrl: 'ftp://x/{id}' }))).not.toContain(
      'View in Catalog',
    );
  });
});
