import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { defaultTemplateAnswers, makeItem, userIdOf } from '../../catalog/details/test-factories.ts';
import { onAccessDecision } from '../decision-hooks.ts';
import { hasGrant, listGrantsForUser } from '../grants.ts';

type Headers = Record<string, string>;
type Item = { id: string; label: string; value: string };

/** A complete request for the default template on an item without OAuth policies. */
const validItems = (patch: Record<string, string> = {}): Item[] => defaultTemplateAnswers(patch);

describe('access requests', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let paula: Headers;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: 0 } });
    [alice, bob, paula] = await Promise.all(['alice', 'bob', 'paula'].map((u) => t.authHeaders(u)));
    await makeItem(t.db, 'plain-api', { name: 'Plain API' });
    await makeItem(t.db, 'oauth-api', { name: 'OAuth API' });
    await t.db
      .insertInto('item_security_policies')
      .values({ item_id: 'oauth-api', policy_id: 'oauth2', name: 'OAuth', type: 'oauth2', is_oauth: true })
      .execute();
    await t.db
      .insertInto('designs')
      .values({ id: 'DSN-1', name: 'Existing Shop', atlas_id: 'APP1' })
      .execute();
    for (const id of ['plain-api', 'oauth-api'])
      keys[id] = (
        await t.app.inject({ url: `/api/web/asks/catitem/${id}?pageSize=0`, headers: alice })
      ).json().conversation.key;
    await t.app.inject({ url: '/api/web/asks/catitem/plain-api?pageSize=0', headers: bob });
  });
  afterAll(() => t.close());

  const submit = (
    items: Item[],
    opts: { message?: string; item?: string; headers?: Headers; template?: string } = {},
  ) => {
    const item = opts.item ?? 'plain-api';
    return t.app.inject({
      method: 'POST',
      url: `/api/web/asks/catitem/${item}/conv/${keys[item]}`,
      headers: opts.headers ?? alice,
      payload: {
        message: opts.message ?? 'I would like to request provider approval to get API access.',
        styling: 'request',
        template: opts.template ?? 'default',
        templatedData: { items },
      },
    });
  };
  const mine = (headers: Headers, item = 'plain-api') =>
    t.app.inject({ url: `/api/web/access/catitem/${item}/requests`, headers });
  const decide = (id: string, decision: string, comment: string, headers = paula) =>
    t.app.inject({
      method: 'POST',
      url: `/api/provider/access-requests/${id}/decision`,
      headers,
      payload: { decision, comment },
    });

  it('posts a valid request as a request comment keeping only visible fields, with status submitted', async () => {
    const res = await submit([...validItems(), { id: 'prodtranssec', label: 'x', value: 'hidden, dropped' }]);
    expect(res.statusCode).toBe(201);
    const comment = res.json();
    expect(comment).toMatchObject({ styling: 'request', template: 'default', mine: true });
    const ids = comment.templatedData.items.map((i: Item) => i.id);
    expect(ids).not.toContain('prodtranssec');
    expect(ids).not.toContain('designId');
    expect(ids).not.toContain('oauthScopes');
    expect(comment.templatedData.items).toContainEqual({
      id: 'appComponent',
      label: 'Application or component name',
      value: 'Shop Portal',
    });
    const list = (await mine(alice)).json().requests;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      itemId: 'plain-api',
      conversationKey: keys['plain-api'],
      order: comment.order,
      status: 'submitted',
      decidedAt: null,
      decisionComment: null,
      message: 'I would like to request provider approval to get API access.',
    });
  });

  it('answers 400 naming every bad field with the spec texts, and stores nothing', async () => {
    const before = (await mine(alice)).json().requests.length;
    const res = await submit(
      validItems({
        appComponent: '',
        market: 'Mars',
        newClientId: 'true',
        consumerAtlasTechLeadEmail: 'lead-at-example',
        subscription: 'true',
      }),
      { message: '' },
    );
    expect(res.statusCode).toBe(400);
    const detail: string = res.json().detail;
    expect(detail).toBe(
      [
        'Invalid access request: message: You must add a message.',
        'appComponent: This is a required field.',
        'market: "Mars" is not one of the options',
        'prodtranssec: This is a required field.',
        'prodpeaktranssec: This is a required field.',
        'prodmaxvolday: This is a required field.',
        'prodtimefram: This is a required field.',
        'prodavemsgsize: This is a required field.',
        'prodmaxmsgsize: This is a required field.',
        'clientIdEnvironment: This is a required field.',
        'consumerAtlasTechLeadEmail: Must be a valid email address.',
      ].join('; '),
    );
    const long = await submit(validItems(), { message: 'x'.repeat(513) });
    expect(long.json().detail).toBe(
      'Invalid access request: message: Message must be less than 512 characters in length.',
    );
    const unknown = await submit(validItems(), { template: 'other' });
    expect(unknown.json()).toEqual({
      code: 'HTTP-400',
      detail: "Invalid access request: unknown template 'other'.",
    });
    expect((await mine(alice)).json().requests).toHaveLength(before);
  });

  it('blocks a new design whose name exists, and accepts a chosen design instead', async () => {
    const dup = await submit(validItems({ appComponent: '  existing   SHOP ' }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().detail).toBe(
      'Invalid access request: appComponent: This value will result in a duplicate being created, please select a unique value.',
    );
    const chosen = await submit([
      { id: 'atlasDesignId', label: 'x', value: 'DSN-1' },
      { id: 'designId', label: 'x', value: 'DSN-1' },
      { id: 'designName', label: 'x', value: 'Existing Shop' },
      { id: 'subscription', label: 'x', value: 'false' },
      { id: 'newClientId', label: 'x', value: 'false' },
    ]);
    expect(chosen.statusCode).toBe(201);
    const ids = chosen.json().templatedData.items.map((i: Item) => i.id);
    expect(ids).toContain('designName');
    expect(ids).not.toContain('appComponent');
  });

  it('requires the OAuth fields only where the item has OAuth policies', async () => {
    const res = await submit(
      validItems({
        newClientId: 'true',
        clientIdEnvironment: 'dev',
        consumerAtlasTechLeadEmail: 'lead@example.com',
      }),
      {
        item: 'oauth-api',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Invalid access request: grantType: This is a required field.');
    const ok = await submit(
      validItems({
        newClientId: 'true',
        clientIdEnvironment: 'dev',
        consumerAtlasTechLeadEmail: 'lead@example.com',
        grantType: 'client_credentials',
        oauthScopes: 'orders.read',
      }),
      { item: 'oauth-api' },
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().templatedData.items).toContainEqual({
      id: 'oauthScopes',
      label: 'OAuth scopes',
      value: 'orders.read',
    });
  });

  it('shows a request only to its author and to providers', async () => {
    const order = (await mine(alice)).json().requests[0].order;
    expect((await mine(bob)).json().requests).toEqual([]);
    const thread = (h: Headers) =>
      t.app.inject({ url: `/api/web/asks/catitem/plain-api/conv/${keys['plain-api']}/${order}`, headers: h });
    expect((await thread(bob)).statusCode).toBe(404);
    expect((await thread(alice)).statusCode).toBe(200);
    expect((await thread(paula)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/provider/access-requests', headers: bob })).statusCode).toBe(403);
  });

  it('lets providers list requests and approve one: reply in the thread, notification, grant, hook', async () => {
    const events: unknown[] = [];
    const off = onAccessDecision(async (_trx, e) => {
      events.push(e);
    });
    const listed = (
      await t.app.inject({
        url: '/api/provider/access-requests?status=submitted&itemId=plain-api',
        headers: paula,
      })
    ).json().requests;
    expect(listed.length).toBe(2);
    expect(listed.every((r: { status: string }) => r.status === 'submitted')).toBe(true);
    expect(listed[0]).toMatchObject({ itemName: 'Plain API', requester: { username: 'alice' } });
    const target = listed[1];
    const res = await decide(target.id, 'approved', 'Welcome aboard.');
    off();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      granted: true,
      request: { id: target.id, status: 'approved', decisionComment: 'Welcome aboard.' },
    });
    const aliceId = await userIdOf(t.db, 'alice');
    expect(await hasGrant(t.db, aliceId, 'plain-api')).toBe(true);
    expect(await hasGrant(t.db, aliceId, 'oauth-api')).toBe(false);
    expect((await listGrantsForUser(t.db, aliceId)).map((g) => [g.itemId, String(g.requestId)])).toEqual([
      ['plain-api', target.id],
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        requestId: Number(target.id),
        status: 'approved',
        userId: aliceId,
        comment: 'Welcome aboard.',
      }),
    ]);

    const replies = (
      await t.app.inject({
        url: `/api/web/asks/catitem/plain-api/conv/${keys['plain-api']}.${target.order}`,
        headers: alice,
      })
    ).json().comments;
    expect(
      replies.map((c: { message: string; fromProvider: boolean }) => [c.message, c.fromProvider]),
    ).toEqual([['Access approved: Welcome aboard.', true]]);
    const store = (await t.app.inject({ url: '/api/web/my/store', headers: alice })).json();
    expect(JSON.stringify(store.replies)).toContain('plain-api');
    const seen = (await mine(alice)).json().requests.find((r: { id: string }) => r.id === target.id);
    expect(seen).toMatchObject({ status: 'approved', decisionComment: 'Welcome aboard.' });
    expect(typeof seen.decidedAt).toBe('number');
  });

  it('denies, refuses a second decision, unknown ids, blank comments and consumers', async () => {
    const open = (
      await t.app.inject({ url: '/api/provider/access-requests?status=submitted', headers: paula })
    ).json().requests;
    const target = open.find((r: { itemId: string }) => r.itemId === 'plain-api');
    expect((await decide(target.id, 'denied', 'x', alice)).statusCode).toBe(403);
    expect((await decide(target.id, 'denied', '   ')).statusCode).toBe(400);
    expect((await decide(target.id, 'maybe', 'x')).statusCode).toBe(400);
    const denied = await decide(target.id, 'denied', 'Please use the sandbox first.');
    expect(denied.json()).toMatchObject({ granted: false, request: { status: 'denied' } });
    const again = await decide(target.id, 'approved', 'Changed my mind.');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This access request has already been denied.');
    expect((await decide('999999', 'approved', 'x')).json()).toEqual({
      code: 'HTTP-404',
      detail: 'Access request not found.',
    });
    const statuses = (
      await t.app.inject({ url: '/api/provider/access-requests?itemId=plain-api', headers: paula })
    )
      .json()
      .requests.map((r: { status: string }) => r.status);
    expect(statuses.sort()).toEqual(['approved', 'denied']);
  });
});
