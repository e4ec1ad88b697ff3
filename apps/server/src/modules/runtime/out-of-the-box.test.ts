import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { body, runtimeClient } from './test-helpers.ts';

// `npm ci && npm start` sets no APIGEE_* variable: apigee items must still work (issue 27).
describe('apigee items with no Apigee configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runtime: readRuntimeConfig({}) });
    await makeItem(t.db, 'orders-api', { storefront: 'apigee:retail:orders' });
  });
  afterAll(() => t.close());

  it('answers Manage Access and creates a key from the embedded emulation', async () => {
    const api = runtimeClient(t, await t.authHeaders('alice'), 'orders-api');
    const first = await api.get();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      platformRuntime: { developer: null },
      storefront: { runtime: 'apigee' },
    });
    const created = await api.create(body([{ name: 'Shop', credentials: [] }]));
    expect(created.statusCode).toBe(201);
    const key = await api.newKey();
    expect(key.statusCode).toBeLessThan(300);
    const after = await api.get();
    expect(after.json().platformRuntime.developer.apps.length).toBeGreaterThan(0);
  });

  it('uses a real Apigee only when APIGEE_ORG is set, and none when the emulation is switched off', () => {
    expect(readRuntimeConfig({}).apigeeFake).toBe(true);
    expect(readRuntimeConfig({ APIGEE_ORG: 'acme' })).toMatchObject({
      apigeeFake: false,
      apigee: { org: 'acme' },
    });
    expect(readRuntimeConfig({ APIGEE_FAKE: 'false' }).apigee).toBeUndefined();
  });
});
