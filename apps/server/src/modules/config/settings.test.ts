import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedSettings } from './service.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests change arbitrary parts of the JSON document
type Doc = any;

describe('PUT /api/provider/config validation', () => {
  let t: TestApp;
  let stored: Record<string, unknown>;
  let paula: Record<string, string>;
  let alice: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedSettings(t.db, t.config.storefrontConfigFile);
    [alice, paula] = await Promise.all([t.authHeaders('alice'), t.authHeaders('paula')]);
    const {
      search: _s,
      ticketing: _t,
      ...rest
    } = (await t.app.inject({ url: '/api/web/config', headers: alice })).json();
    stored = rest;
  });
  afterAll(() => t.close());

  const put = (payload: object, headers = paula) =>
    t.app.inject({ method: 'PUT', url: '/api/provider/config', headers, payload });
  const withChange = (change: (s: Doc) => void) => {
    const copy = structuredClone(stored);
    change(copy);
    return copy;
  };

  it('stores flags, menu labels, navigation and email patterns that consumers then read', async () => {
    const next = withChange((s) => {
      s.features.pricing = false;
      s.portalUIConfig.detailsMenu.contactProvider = { label: 'Ask the team', enabled: true };
      s.portalUIConfig.mainNavigation.topApis.enabled = false;
      s.emailPatterns = ['@example\\.com$'];
    });
    const res = await put(next);
    expect(res.statusCode).toBe(200);
    const config = (await t.app.inject({ url: '/api/web/config', headers: alice })).json();
    expect(config.features.pricing).toBe(false);
    expect(config.portalUIConfig.detailsMenu.contactProvider.label).toBe('Ask the team');
    expect(config.portalUIConfig.mainNavigation.topApis.enabled).toBe(false);
    expect(config.emailPatterns).toEqual(['@example\\.com$']);
    // The profile check follows the new pattern at once.
    const email = (address: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/web/my/store/collabEmail',
        headers: { ...alice, 'content-type': 'application/json' },
        payload: JSON.stringify(address),
      });
    expect((await email('alice@other.org')).statusCode).toBe(400);
    expect((await email('alice@example.com')).statusCode).toBe(200);
  });

  it('answers 400 naming each offending field and stores nothing', async () => {
    const before = (await t.app.inject({ url: '/api/web/config', headers: alice })).json();
    const cases: [(s: Doc) => void, string][] = [
      [(s) => (s.emailPatterns = ['([a-z']), 'emailPatterns[0]: not a valid regular expression'],
      [
        (s) => (s.portalUIConfig.detailsMenu.pricing.label = '   '),
        'portalUIConfig.detailsMenu.pricing: a label must not be blank',
      ],
      [
        (s) => (s.portalUIConfig.detailsMenu.reviews = { label: 'Reviews' }),
        'portalUIConfig.detailsMenu.reviews: unknown menu entry',
      ],
      [
        (s) => (s.portalUIConfig.methodBehaviour.label = ''),
        'portalUIConfig.methodBehaviour: a label must not be blank',
      ],
      [(s) => (s.customerCode = '  '), 'customerCode: must not be blank'],
      [(s) => (s.viewInCatalogUrl = 'https://exa mple.com/{id}'), 'viewInCatalogUrl'],
      [(s) => (s.viewInCatalogUrl = 'javascript:alert(1)'), 'viewInCatalogUrl'],
      [(s) => (s.features.pricing = 'yes'), 'features.pricing'],
      [(s) => delete s.features, 'features'],
      [(s) => (s.surprise = true), 'surprise'],
    ];
    for (const [change, text] of cases) {
      const res = await put(withChange(change));
      expect(res.statusCode, text).toBe(400);
      expect(res.json().code).toBe('HTTP-400');
      expect(res.json().detail, text).toContain(text);
    }
    const two = await put(
      withChange((s) => {
        s.emailPatterns = ['ok', '(('];
        s.portalUIConfig.detailsMenu.about.label = '';
      }),
    );
    expect(two.json().detail).toContain('emailPatterns[1]');
    expect(two.json().detail).toContain('detailsMenu.about');
    expect((await t.app.inject({ url: '/api/web/config', headers: alice })).json()).toEqual(before);
  });

  it('refuses consumers', async () => {
    expect((await put(stored, alice)).statusCode).toBe(403);
  });
});
