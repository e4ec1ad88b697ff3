import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { sendJson, snRecord, startFakeServiceNow } from '../../test/fake-servicenow.ts';
import { makeItem } from '../catalog/details/test-factories.ts';

describe('change requests on the native backend', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let paula: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, paula] = await Promise.all([t.authHeaders('alice'), t.authHeaders('paula')]);
    await makeItem(t.db, 'api-1');
    await makeItem(t.db, 'api-2');
  });
  afterAll(() => t.close());

  const list = (id: string) =>
    t.app.inject({ url: `/api/web/svcmgmts/changerequests/${id}`, headers: alice });
  const create = (id: string, payload: object, headers = paula) =>
    t.app.inject({ method: 'POST', url: `/api/provider/items/${id}/tickets`, headers, payload });

  it('starts empty and answers 404 for an unknown item', async () => {
    expect((await list('api-1')).json()).toEqual({ result: [] });
    const res = await list('ghost');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('HTTP-404');
  });

  it('lets providers create tickets that consumers read in the display-value shape', async () => {
    const res = await create('api-1', {
      short_description: 'Rotate certificates',
      description: 'Yearly rotation',
      priority: '2 - High',
      type: 'Normal',
      state: 'Scheduled',
      risk: 'Low',
      urgency: 'Medium',
      impact: 'Low',
      opened_at: '2024-05-01T08:30:00Z',
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json();
    expect(ticket.number.value).toMatch(/^CHG\d{7}$/);
    expect(ticket).toMatchObject({
      short_description: { value: 'Rotate certificates', display_value: 'Rotate certificates' },
      priority: { value: '2 - High', display_value: '2 - High' },
      opened_at: { value: '2024-05-01 08:30:00', display_value: '2024-05-01 08:30:00' },
      closed_at: { value: '', display_value: '' },
    });
    await create('api-1', {
      number: 'CHG-CUSTOM',
      short_description: 'Older',
      opened_at: '2024-01-01T00:00:00Z',
    });
    await create('api-2', { short_description: 'Other item' });
    const body = (await list('api-1')).json();
    expect(
      body.result.map((r: { short_description: { value: string } }) => r.short_description.value),
    ).toEqual(['Rotate certificates', 'Older']);
    expect(Object.keys(body.result[0]).sort()).toEqual(
      [
        'sys_id',
        'number',
        'short_description',
        'description',
        'priority',
        'type',
        'state',
        'risk',
        'urgency',
        'impact',
        'opened_at',
        'closed_at',
      ].sort(),
    );
  });

  it('updates and deletes tickets of the right item only', async () => {
    const ticket = (await create('api-1', { short_description: 'To edit' })).json();
    const id = ticket.sys_id.value;
    const put = (item: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/provider/items/${item}/tickets/${id}`,
        headers: paula,
        payload,
      });
    const updated = await put('api-1', { state: 'Closed', closed_at: '2024-06-01T12:00:00Z' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      short_description: { value: 'To edit' },
      state: { value: 'Closed' },
      closed_at: { value: '2024-06-01 12:00:00' },
    });
    expect((await put('api-2', { state: 'x' })).statusCode).toBe(404);
    expect((await put('api-1', {})).statusCode).toBe(400);
    const del = (item: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/provider/items/${item}/tickets/${id}`, headers: paula });
    expect((await del('api-2')).statusCode).toBe(404);
    expect((await del('api-1')).statusCode).toBe(204);
    expect((await del('api-1')).statusCode).toBe(404);
  });

  it('validates bodies, rejects duplicate numbers and consumers', async () => {
    const missing = await create('api-1', { description: 'no title' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('short_description');
    expect((await create('api-1', { short_description: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await create('api-1', { short_description: 'x'.repeat(161) })).statusCode).toBe(400);
    expect((await create('api-1', { number: 'CHG-CUSTOM', short_description: 'dup' })).statusCode).toBe(409);
    expect((await create('api-1', { short_description: 'mine' }, alice)).statusCode).toBe(403);
    expect((await create('ghost', { short_description: 'x' })).statusCode).toBe(404);
  });
});

describe('change requests from ServiceNow', () => {
  let t: TestApp;
  let sn: Awaited<ReturnType<typeof startFakeServiceNow>>;
  let alice: Record<string, string>;
  beforeAll(async () => {
    sn = await startFakeServiceNow();
    t = await createTestApp({
      ticketing: {
        system: 'servicenow',
        label: 'ServiceNow',
        servicenow: {
          instanceUrl: sn.url,
          username: 'u',
          password: 'p',
          timeoutMs: 200,
          queryField: 'correlation_id',
        },
      },
    });
    alice = await t.authHeaders('alice');
    await makeItem(t.db, 'api-1');
  });
  afterAll(async () => {
    await t.close();
    await sn.close();
  });

  const list = (id = 'api-1') =>
    t.app.inject({ url: `/api/web/svcmgmts/changerequests/${id}`, headers: alice });

  it('returns the tickets of the item', async () => {
    sn.handle((_req, res) => sendJson(res, 200, { result: [snRecord(1), snRecord(2)] }));
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((r: { number: { value: string } }) => r.number.value)).toEqual([
      'CHG001',
      'CHG002',
    ]);
    expect(sn.seen[0].query.get('sysparm_query')).toBe('correlation_id=api-1^ORDERBYDESCopened_at');
  });

  it('answers the quiet empty list when ServiceNow fails or is slow', async () => {
    const failures = [
      (_r: unknown, res: import('node:http').ServerResponse) => sendJson(res, 401, {}),
      (_r: unknown, res: import('node:http').ServerResponse) => sendJson(res, 500, 'boom'),
      (_r: unknown, res: import('node:http').ServerResponse) => sendJson(res, 200, 'not json'),
      (_r: unknown, res: import('node:http').ServerResponse) => {
        const timer = setTimeout(() => sendJson(res, 200, { result: [snRecord(1)] }), 2000);
        res.on('close', () => clearTimeout(timer));
      },
    ];
    for (const h of failures) {
      sn.handle(h);
      const res = await list();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: [] });
      expect(sn.seen).toHaveLength(1);
    }
  });

  it('does not call ServiceNow for an unknown item, and refuses native ticket writes', async () => {
    sn.handle((_req, res) => sendJson(res, 200, { result: [] }));
    expect((await list('ghost')).statusCode).toBe(404);
    expect(sn.seen).toHaveLength(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/items/api-1/tickets',
      headers: await t.authHeaders('paula'),
      payload: { short_description: 'x' },
    });
    expect(res.statusCode).toBe(409);
  });
});
