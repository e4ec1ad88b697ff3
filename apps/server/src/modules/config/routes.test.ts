import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedSettings } from './service.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);

describe('configuration and branding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSettings(t.db, t.config.storefrontConfigFile);
  });
  afterAll(() => t.close());

  it('serves the customer configuration with live taxonomies and dimensions', async () => {
    await t.db.insertInto('taxonomies').values({ id: 'tx1', name: 'Categories' }).execute();
    await t.db.insertInto('dimensions').values({ code: 'pricingplans', name: 'Pricing' }).execute();
    await t.db
      .insertInto('dimension_values')
      .values({
        dimension_code: 'pricingplans',
        code: 'free',
        name: 'Free',
        visual_style: JSON.stringify({ cost: '0' }),
      })
      .execute();
    const res = await t.app.inject({ url: '/api/web/config', headers: await t.authHeaders('alice') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customerCode).toBe('DEMO');
    expect(body.portalUIConfig.mainNavigation.topApis.enabled).toBe(true);
    expect(body.search.taxonomies).toEqual([{ id: 'tx1', name: 'Categories' }]);
    expect(body.search.dimensions[0]).toEqual({
      code: 'pricingplans',
      name: 'Pricing',
      values: [{ code: 'free', name: 'Free', visualStyle: { cost: '0' } }],
    });
    expect(body.ticketing).toEqual({ system: 'native', label: 'Tickets', route: 'tickets' });
  });

  it('seeding again keeps provider edits', async () => {
    const settings = (await t.app.inject({ url: '/api/web/config', headers: await t.authHeaders() })).json();
    const { search: _s, ticketing: _t, ...stored } = settings;
    stored.customerCode = 'ACME';
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/config',
      headers: await t.authHeaders('paula'),
      payload: stored,
    });
    expect(put.statusCode).toBe(200);
    await seedSettings(t.db, t.config.storefrontConfigFile);
    const again = (await t.app.inject({ url: '/api/web/config', headers: await t.authHeaders() })).json();
    expect(again.customerCode).toBe('ACME');
  });

  it('rejects an invalid configuration naming the field, and consumers', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/config',
      headers: await t.authHeaders('paula'),
      payload: { customerCode: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('HTTP-400');
    expect(bad.json().detail).toMatch(/body/);
    const consumer = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/config',
      headers: await t.authHeaders('alice'),
      payload: {},
    });
    expect(consumer.statusCode).toBe(403);
    expect(consumer.json()).toEqual({
      code: 'HTTP-403',
      detail: 'You do not have permission to access this.',
    });
  });

  it('changes branding, validating colours and unknown fields', async () => {
    const paula = await t.authHeaders('paula');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/branding',
      headers: paula,
      payload: { primaryColor: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('primaryColor');
    const extra = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/branding',
      headers: paula,
      payload: { evil: 1 },
    });
    expect(extra.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/branding',
      headers: paula,
      payload: { primaryColor: '#aa0000', brandName: 'Acme APIs', landingTitle: 'Hello' },
    });
    expect(ok.statusCode).toBe(200);
    const got = (
      await t.app.inject({ url: '/api/web/config/branding', headers: await t.authHeaders() })
    ).json();
    expect(got).toMatchObject({
      primaryColor: '#aa0000',
      brandName: 'Acme APIs',
      landingTitle: 'Hello',
      borderRadius: 6,
    });
  });

  it('serves the bundled logo until one is uploaded, then the uploaded one', async () => {
    const alice = await t.authHeaders();
    const dflt = await t.app.inject({ url: '/api/web/config/branding/logo', headers: alice });
    expect(dflt.statusCode).toBe(200);
    expect(dflt.headers['content-type']).toContain('image/svg+xml');
    expect(dflt.headers['content-security-policy']).toContain('sandbox');
    // The header writes the brand name beside any logo, so the default mark carries no name of its own.
    expect(dflt.body).not.toMatch(/<text/);
    // …and is the mark the web bundles as its fallback, so the header looks the same before and after.
    const bundled = fs.readFileSync(path.join(repoRoot, 'apps/web/src/components/default-logo.svg'), 'utf8');
    expect(dflt.body).toBe(bundled);
    const paula = await t.authHeaders('paula');
    const up = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/branding/logo',
      headers: { ...paula, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(up.statusCode).toBe(204);
    const got = await t.app.inject({ url: '/api/web/config/branding/logo', headers: alice });
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses logos that are not what they claim, scripted SVGs and other types', async () => {
    const paula = await t.authHeaders('paula');
    const lie = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/branding/logo',
      headers: { ...paula, 'content-type': 'image/png' },
      payload: Buffer.from('hello'),
    });
    expect(lie.statusCode).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const scripted = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/branding/logo',
      headers: { ...paula, 'content-type': 'image/svg+xml' },
      payload: svg,
    });
    expect(scripted.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/branding/logo',
      headers: { ...paula, 'content-type': 'text/html' },
      payload: '<html>',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers who am I', async () => {
    const res = await t.app.inject({ url: '/api/web/my/stuff', headers: await t.authHeaders('bob') });
    expect(res.json()).toEqual({
      whoAmI: 'bob',
      givenName: 'Bob',
      provider: false,
      peopleAdmin: false,
      colorScheme: 'auto',
      language: null,
    });
  });

  it('tells the SPA whether the user has the provider role (the workspace entry)', async () => {
    const res = await t.app.inject({ url: '/api/web/my/stuff', headers: await t.authHeaders('paula') });
    // paula administers the embedded user store in demo mode: the workspace shows People.
    expect(res.json()).toMatchObject({ whoAmI: 'paula', provider: true, peopleAdmin: true });
  });
});
