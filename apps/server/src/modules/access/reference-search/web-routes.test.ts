import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';

describe('reference data and design search', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.authHeaders('alice');
    const apps = Array.from({ length: 25 }, (_, i) => ({
      kind: 'apps' as const,
      code: `APP${String(100 + i)}`,
      name: i % 2 ? `Mobile Banking ${i}` : `Shop 100% ${i}`,
      short: i % 5 === 0 ? 'MB' : 'SH',
      regions: ['EMEA'],
      design_id: i === 0 ? 'DSN-1' : null,
      design_name: i === 0 ? 'Shop Core' : null,
    }));
    await t.db
      .insertInto('refdata')
      .values([...apps, { kind: 'prfs', code: 'PRF-1', name: 'Acme Travel', short: 'AT', regions: ['APAC'] }])
      .execute();
    await t.db
      .insertInto('designs')
      .values([
        ...Array.from({ length: 12 }, (_, i) => ({
          id: `DSN-${i + 1}`,
          name: `Shop Core ${i}`,
          atlas_id: 'APP100',
        })),
        { id: 'DSN-99', name: 'Payments  Hub', atlas_id: 'APP101' },
      ])
      .execute();
    await makeItem(t.db, 'oauth-api');
    await makeItem(t.db, 'key-api');
    await t.db
      .insertInto('item_security_policies')
      .values([
        { item_id: 'oauth-api', policy_id: 'oauth2', name: 'OAuth 2.0', type: 'oauth2', is_oauth: true },
        { item_id: 'key-api', policy_id: 'apikey', name: 'API key', type: 'apiKey', is_oauth: false },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url, headers: alice });

  it('pages applications ten at a time from page 0, with the total', async () => {
    const first = (await get('/api/web/refdatas/apps/search?page=0&pageSize=10')).json();
    expect(first.metadata.totalSize).toBe(25);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toEqual({
      code: 'APP100',
      name: 'Shop 100% 0',
      short: 'MB',
      regions: ['EMEA'],
      designId: 'DSN-1',
      designName: 'Shop Core',
    });
    const third = (await get('/api/web/refdatas/apps/search?page=2&pageSize=10')).json();
    expect(third.results.map((r: { code: string }) => r.code)).toEqual([
      'APP120',
      'APP121',
      'APP122',
      'APP123',
      'APP124',
    ]);
    const defaults = (await get('/api/web/refdatas/apps/search')).json();
    expect(defaults.results).toHaveLength(10);
  });

  it('filters by code, name and short, case-insensitively, taking % literally', async () => {
    const byName = (await get('/api/web/refdatas/apps/search?name=mobile%20banking')).json();
    expect(byName.metadata.totalSize).toBe(12);
    const both = (await get('/api/web/refdatas/apps/search?name=mobile&short=mb')).json();
    expect(both.results.map((r: { code: string }) => r.code)).toEqual(['APP105', 'APP115']);
    const percent = (await get('/api/web/refdatas/apps/search?name=100%25')).json();
    expect(percent.metadata.totalSize).toBe(13);
    const code = (await get('/api/web/refdatas/apps/search?code=app12')).json();
    expect(code.metadata.totalSize).toBe(5);
    const none = (await get('/api/web/refdatas/apps/search?name=zzz')).json();
    expect(none).toEqual({ metadata: { totalSize: 0 }, results: [] });
  });

  it('searches partners (prfs) separately and refuses other kinds and bad paging', async () => {
    const prfs = (await get('/api/web/refdatas/prfs/search')).json();
    expect(prfs.results.map((r: { code: string }) => r.code)).toEqual(['PRF-1']);
    expect((await get('/api/web/refdatas/owners/search')).statusCode).toBe(400);
    const bad = await get('/api/web/refdatas/apps/search?pageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/pageSize/);
    expect((await get('/api/web/refdatas/apps/search?page=-1')).statusCode).toBe(400);
  });

  it('lists an application’s designs by atlas id, paged by offset', async () => {
    const first = (await get('/api/web/ics/search/atlasid?atlasid=APP100&offset=0&pageSize=10')).json();
    expect(first.metadata.totalSize).toBe(12);
    expect(first.results[0]).toEqual({ id: 'DSN-1', name: 'Shop Core 0', atlasId: 'APP100' });
    const second = (await get('/api/web/ics/search/atlasid?atlasid=APP100&offset=10&pageSize=10')).json();
    expect(second.results).toHaveLength(2);
    expect((await get('/api/web/ics/search/atlasid?atlasid=APP999')).json().metadata.totalSize).toBe(0);
    expect((await get('/api/web/ics/search/atlasid')).json().metadata.totalSize).toBe(13);
  });

  it('finds designs with the same name for the duplicate check, ignoring case and spacing', async () => {
    const hit = (await get('/api/web/ics/search/designname?text=%20payments%20hub%20')).json();
    expect(hit.results.map((d: { id: string }) => d.id)).toEqual(['DSN-99']);
    expect((await get('/api/web/ics/search/designname?text=Payments')).json().metadata.totalSize).toBe(0);
    expect((await get('/api/web/ics/search/designname?text=')).statusCode).toBe(400);
  });

  it('returns the OAuth-capable policies of each item', async () => {
    const res = (await get('/api/web/ics/search/secpolicy?ids=oauth-api,key-api,ghost')).json();
    expect(res).toEqual({
      results: [
        { id: 'oauth-api', policies: [{ id: 'oauth2', name: 'OAuth 2.0', type: 'oauth2' }] },
        { id: 'key-api', policies: [] },
        { id: 'ghost', policies: [] },
      ],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/web/refdatas/apps/search' })).statusCode).toBe(401);
  });
});
