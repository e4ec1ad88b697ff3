import type { CustomerSettings } from '@storefront/contract/config';
import { describe, expect, it } from 'vitest';
import {
  patternProblem,
  sampleMatches,
  setEmailPattern,
  setFeature,
  setMenuEntry,
  setNavigation,
} from './settings-rules.ts';

const base: CustomerSettings = {
  customerCode: 'DEMO',
  portalUIConfig: {
    mainNavigation: { topApis: { enabled: true }, taxonomy: { enabled: true } },
    detailsMenu: { about: { label: 'About', enabled: true } },
    methodBehaviour: { enabled: true, label: 'Behaviour' },
    visual: { apiAccess: true },
  },
  features: {
    pricing: true,
    attachments: true,
    documentation: true,
    openapiDownload: true,
    viewInCatalog: true,
    ticketing: true,
    getApiAccess: true,
    metrics: true,
  },
  viewInCatalogUrl: 'https://catalog.example.com/{id}',
  missing: { specs: { itemstate: 'Not Promoted' } },
  emailPatterns: ['^a$', '^b$'],
};

describe('portal settings rules', () => {
  it('switches flags and navigation without touching the original', () => {
    expect(setFeature(base, 'pricing', false).features.pricing).toBe(false);
    expect(setNavigation(base, 'topApis', false).portalUIConfig.mainNavigation).toEqual({
      topApis: { enabled: false },
      taxonomy: { enabled: true },
    });
    expect(base.features.pricing).toBe(true);
  });

  it('renames and switches menu entries; a blank label goes back to the default', () => {
    const renamed = setMenuEntry(base, 'contactProvider', { label: 'Ask us' });
    expect(renamed.portalUIConfig.detailsMenu.contactProvider).toEqual({ label: 'Ask us' });
    expect(setMenuEntry(base, 'about', { label: '  ' }).portalUIConfig.detailsMenu.about).toEqual({
      enabled: true,
    });
    expect(setMenuEntry(base, 'about', { enabled: false }).portalUIConfig.detailsMenu.about).toEqual({
      label: 'About',
      enabled: false,
    });
  });

  it('edits the first email pattern, empty removing it', () => {
    expect(setEmailPattern(base, '@x$').emailPatterns).toEqual(['@x$', '^b$']);
    expect(setEmailPattern(base, '').emailPatterns).toEqual(['^b$']);
  });

  it('judges patterns and sample addresses', () => {
    expect(patternProblem('@example\\.com$')).toBeNull();
    expect(patternProblem('([a-z')).toMatch(/^Not a valid regular expression: /);
    expect(patternProblem('')).toBeNull();
    expect(sampleMatches('@example\\.com$', 'a@example.com')).toBe(true);
    expect(sampleMatches('@example\\.com$', 'a@other.org')).toBe(false);
    expect(sampleMatches('((', 'a@b.c')).toBeNull();
    expect(sampleMatches('@x$', ' ')).toBeNull();
  });
});
