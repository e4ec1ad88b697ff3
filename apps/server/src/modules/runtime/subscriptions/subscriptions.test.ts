import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../../config.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { defaultTemplateAnswers, makeItem } from '../../catalog/details/test-factories.ts';
import { appOf, body, runtimeClient } from '../test-helpers.ts';

/** A complete request on the default access template for an item without OAuth. */
const items = defaultTemplateAnswers();

describe('subscriptions gate native keys: every transition, verify, Try and decided requests', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let paula: Record<string, string>;
  let gated: ReturnType<typeof runtimeClient>;
  let open: ReturnType<typeof runtimeClient>;
  const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/keys/verify', payload });
  const verifies = async (consumerKey: string, apiProduct: string) =>
    (await verify({ consumerKey, apiProduct })).statusCode;
  const subs = async (itemId: string) =>
    (await t.app.inject({ url: `/api/provider/subscriptions?itemId=${itemId}`, headers: paula })).json()
      .subscriptions as { id: string; status: string; keyHint: string; comment: string | null }[];
  const decide = (id: string, payload: object, headers = paula) =>
    t.app.inject({ method: 'POST', url: `/api/provider/subscriptions/${id}/decision`, headers, payload });
  const statusOn = async (client: ReturnType<typeof runtimeClient>, app: string, key: string) =>
    appOf((await client.get()).json(), app)
      .credentials.find((c) => c.consumerKey === key)
      ?.products.find((p) => p.apiProduct === 'gated-api')?.status;
  const hint = (k: string) => k.slice(-4);
  const bell = async () =>
    (
      await t.db
        .selectFrom('user_notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('item_id', '=', 'gated')
        .where('notice_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).n;

  /** The access-status emails queued for alice with this status (their template data). */
  const mailed = async (status: string) =>
    (await t.db.selectFrom('email_outbox').select('data').where('template', '=', 'access-status').execute())
      .map((r) => (typeof r.data === 'string' ? JSON.parse(r.data) : r.data) as Record<string, string>)
      .filter((d) => d.status === status && d.itemId === 'gated');

  async function submitRequest(itemId: string) {
    const key = (
      await t.app.inject({ url: `/api/web/asks/catitem/${itemId}?pageSize=0`, headers: alice })
    ).json().conversation.key;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/web/asks/catitem/${itemId}/conv/${key}`,
      headers: alice,
      payload: {
        message: 'I would like to request provider approval to get API access.',
        styling: 'request',
        template: 'default',
        templatedData: { items },
      },
    });
    expect(posted.statusCode).toBeLessThan(300);
    const [request] = (
      await t.app.inject({
        url: `/api/provider/access-requests?status=submitted&itemId=${itemId}`,
        headers: paula,
      })
    ).json().requests;
    return { request, convKey: key as string, comment: posted.json() };
  }

  beforeAll(async () => {
    // Statuses are judged on the key alone here (KEYS_VERIFY_REQUIRE_SECRET=false, the key-only
    // gateway option); keys-routes.test.ts covers the secret.
    t = await createTestApp({
      conversations: { postIntervalMs: 0 },
      runtime: { ...readRuntimeConfig({}), verifyRequiresSecret: false },
    });
    [alice, paula] = await Promise.all([t.authHeaders('alice'), t.authHeaders('paula')]);
    await makeItem(t.db, 'gated', { storefront: 'native:finance:gated-api' });
    await makeItem(t.db, 'free', { storefront: 'native:finance:free-api' });
    gated = runtimeClient(t, alice, 'gated');
    await t.app.inject({ url: '/api/web/my/store', headers: alice });
    await t.db
      .updateTable('users')
      .set({ notification_email: 'alice@example.com' })
      .where('username', '=', 'alice')
      .execute();
    open = runtimeClient(t, alice, 'free');
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/items/gated/access-policy',
      headers: paula,
      payload: { approval: 'required' },
    });
    expect(policy.json()).toEqual({ approval: 'required' });
  });
  afterAll(() => t.close());

  it('lets only providers read and set the policy', async () => {
    const free = await t.app.inject({ url: '/api/provider/items/free/access-policy', headers: paula });
    expect(free.json()).toEqual({ approval: 'open' });
    const byConsumer = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/items/free/access-policy',
      headers: alice,
      payload: { approval: 'open' },
    });
    expect(byConsumer.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/items/free/access-policy',
      headers: paula,
      payload: { approval: 'sometimes' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ url: '/api/provider/items/nope/access-policy', headers: paula });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives an open product at once and verifies it', async () => {
    const res = await open.create(
      body([{ name: 'Open', credentials: [{ products: [{ apiProduct: 'free-api' }] }] }]),
    );
    const [cred] = appOf(res.json(), 'Open').credentials;
    expect(cred.products).toEqual([{ apiProduct: 'free-api', status: 'approved' }]);
    expect(await verifies(cred.consumerKey, 'free-api')).toBe(200);
  });

  let key = '';
  it('records an approval-required product as pending, which verify, Try and the consumer cannot pass', async () => {
    const created = await gated.put(body([{ name: 'Open', credentials: [] }]));
    expect(created.statusCode).toBe(200);
    key = appOf(created.json(), 'Open').credentials[0].consumerKey;
    const attached = await gated.put(
      body([{ name: 'Open', credentials: [{ consumerKey: key, products: [{ apiProduct: 'gated-api' }] }] }]),
    );
    expect(attached.statusCode).toBe(200);
    expect(await statusOn(gated, 'Open', key)).toBe('pending');
    expect(await verifies(key, 'gated-api')).toBe(401);
    expect((await verify({ consumerKey: key })).json().apiProducts).toEqual(['free-api']);

    // Detaching and attaching again does not move the status.
    for (const deleted of [true, false]) {
      await gated.put(
        body([
          {
            name: 'Open',
            credentials: [{ consumerKey: key, products: [{ apiProduct: 'gated-api', deleted }] }],
          },
        ]),
      );
    }
    expect(await statusOn(gated, 'Open', key)).toBe('pending');
    // Nor can a consumer call the provider's decision.
    const [pending] = await subs('gated');
    expect(pending).toMatchObject({ status: 'pending', keyHint: `…${key.slice(-4)}` });
    expect((await decide(pending.id, { action: 'approve' }, alice)).statusCode).toBe(403);
    expect(await statusOn(gated, 'Open', key)).toBe('pending');

    // Try in key mode refuses the pending key, in a header or a query parameter.
    const tryWith = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/web/catalog/item/gated/try', headers: alice, payload });
    const viaHeader = await tryWith({
      server: 'http://127.0.0.1:9',
      method: 'GET',
      path: '/x',
      headers: { 'x-api-key': key },
    });
    expect(viaHeader.statusCode).toBe(403);
    expect(viaHeader.json().detail).toContain('no approved subscription');
    const viaQuery = await tryWith({
      server: 'http://127.0.0.1:9',
      method: 'GET',
      path: '/x',
      query: [['apikey', key]],
    });
    expect(viaQuery.statusCode).toBe(403);
  });

  it('key panel keys (POST .../runtime) start pending too, and rotation keeps the status', async () => {
    const res = await gated.newKey();
    expect(res.statusCode).toBe(201);
    expect(res.json().credential.products).toEqual([{ apiProduct: 'gated-api', status: 'pending' }]);
    const panelKey = res.json().credential.consumerKey;
    expect(await verifies(panelKey, 'gated-api')).toBe(401);
    const rotated = await gated.rotate({ appName: 'storefront-try-it', consumerKey: panelKey });
    expect(rotated.json().credential.products).toEqual([{ apiProduct: 'gated-api', status: 'pending' }]);
    expect(await verifies(rotated.json().credential.consumerKey, 'gated-api')).toBe(401);
  });

  it('rejects a pending subscription with a comment, and rejection needs one', async () => {
    const list = await subs('gated');
    const panel = list.find((s) => s.keyHint !== `…${key.slice(-4)}` && s.status === 'pending')!;
    expect((await decide(panel.id, { action: 'reject' })).statusCode).toBe(400);
    const before = await bell();
    const rejected = await decide(panel.id, { action: 'reject', comment: 'Use the sandbox first.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().subscriptions.find((s: { id: string }) => s.id === panel.id)).toMatchObject({
      status: 'rejected',
      comment: 'Use the sandbox first.',
    });
    expect(await bell()).toBe(before + 1);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['template'])
      .where('template', '=', 'access-status')
      .execute();
    expect(mail.length).toBeGreaterThan(0);
    expect((await decide(panel.id, { action: 'reject', comment: 'again' })).statusCode).toBe(409);
    expect((await decide(panel.id, { action: 'revoke' })).statusCode).toBe(409);
  });

  it('approves through an approved access request: verify and Try accept, the consumer is notified', async () => {
    const { request } = await submitRequest('gated');
    const before = await bell();
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/provider/access-requests/${request.id}/decision`,
      headers: paula,
      payload: { decision: 'approved', comment: 'Welcome.' },
    });
    expect(decided.statusCode).toBe(200);
    // The deciding instance sees it at once: no waiting.
    expect(await statusOn(gated, 'Open', key)).toBe('approved');
    expect(await verifies(key, 'gated-api')).toBe(200);
    const tried = await t.app.inject({
      method: 'POST',
      url: '/api/web/catalog/item/gated/try',
      headers: alice,
      payload: { server: 'http://127.0.0.1:9', method: 'GET', path: '/x', headers: { 'x-api-key': key } },
    });
    // Past the key check: the item has no document to call, so the answer is its 404.
    expect(tried.statusCode).toBe(404);
    expect(await bell()).toBeGreaterThan(before);
    expect((await subs('gated')).every((s) => s.status === 'approved')).toBe(true);
  });

  it('revokes: every key of the consumer stops, and a new key does not bring access back', async () => {
    const [one] = await subs('gated');
    expect((await decide(one.id, { action: 'approve' })).statusCode).toBe(409);
    const bellBefore = await bell();
    const revoked = await decide(one.id, { action: 'revoke', comment: 'Contract ended.' });
    expect(revoked.statusCode).toBe(200);
    // Every subscription moved is a bell entry and an email naming the new status.
    expect(await bell()).toBe(bellBefore + (await subs('gated')).length);
    expect(await mailed('revoked')).toEqual(
      expect.arrayContaining([expect.objectContaining({ note: 'Contract ended.' })]),
    );
    expect((await subs('gated')).every((s) => s.status === 'revoked')).toBe(true);
    expect(await verifies(key, 'gated-api')).toBe(401);
    expect(await statusOn(gated, 'Open', key)).toBe('revoked');
    const fresh = await gated.newKey();
    expect(fresh.json().credential.products).toEqual([{ apiProduct: 'gated-api', status: 'revoked' }]);
    expect(await verifies(fresh.json().credential.consumerKey, 'gated-api')).toBe(401);

    // A provider may approve a revoked subscription directly (the Inbox).
    const approved = await decide(one.id, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    const moved = (await subs('gated')).find((s) => s.id === one.id)!;
    expect(moved.status).toBe('approved');
    expect((await mailed('approved')).some((d) => d.keyHint === one.keyHint)).toBe(true);
    expect((await decide('999999', { action: 'approve' })).statusCode).toBe(404);
  });

  it('a denial rejects pending subscriptions, and decided requests are locked records', async () => {
    await makeItem(t.db, 'strict', { storefront: 'native:finance:strict-api' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/provider/items/strict/access-policy',
      headers: paula,
      payload: { approval: 'required' },
    });
    const strict = runtimeClient(t, alice, 'strict');
    const k = (await strict.newKey()).json().credential.consumerKey;
    const { request, convKey, comment } = await submitRequest('strict');

    // Before the decision the requester may edit; providers see it as edited.
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/web/asks/catitem/strict',
        headers: alice,
        payload: { key: convKey, order: comment.order, ...payload },
      });
    expect((await edit({ message: 'Please, for the shop.' })).statusCode).toBe(200);
    const listed = await t.app.inject({ url: '/api/provider/access-requests?itemId=strict', headers: paula });
    expect(listed.json().requests[0].edited).toEqual(expect.any(Number));

    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/provider/access-requests/${request.id}/decision`,
      headers: paula,
      payload: { decision: 'denied', comment: 'Not for external shops.' },
    });
    expect(denied.statusCode).toBe(200);
    const got = appOf((await strict.get()).json(), 'storefront-try-it')
      .credentials.find((c) => hint(c.consumerKey) === hint(k))
      ?.products.find((p) => p.apiProduct === 'strict-api');
    expect(got).toEqual({ apiProduct: 'strict-api', status: 'rejected' });
    expect(await verifies(k, 'strict-api')).toBe(401);
    const [rejected] = await subs('strict');
    expect(rejected).toMatchObject({ status: 'rejected', comment: 'Not for external shops.' });

    for (const change of [{ message: 'Changed after the fact.' }, { deleted: true }]) {
      const res = await edit(change);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toContain('can no longer be edited or deleted');
    }
  });

  it('refuses Try and the mock with 403 when the item switches the mode off', async () => {
    await makeItem(t.db, 'closed', { storefront: '' });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/items/closed/interactivedocs/config',
      headers: paula,
      payload: { allowedAPIKey: false, allowedMock: false },
    });
    expect(off.statusCode).toBe(200);
    const tryIt = (server: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/web/catalog/item/closed/try',
        headers: alice,
        payload: { server, method: 'GET', path: '/x' },
      });
    const mock = await tryIt('mock');
    expect(mock.statusCode).toBe(403);
    expect(mock.json().detail).toBe('Mock calls are switched off for this API.');
    const keyed = await tryIt('http://127.0.0.1:9');
    expect(keyed.statusCode).toBe(403);
    expect(keyed.json().detail).toBe('Calls with an API key are switched off for this API.');
    const direct = await t.app.inject({ url: '/api/mock/closed/x', headers: alice });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().detail).toBe('Mock calls are switched off for this API.');
  });
});
