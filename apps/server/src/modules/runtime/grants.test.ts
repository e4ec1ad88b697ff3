import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { defaultTemplateAnswers, makeItem } from '../catalog/details/test-factories.ts';
import { appOf, body, runtimeClient } from './test-helpers.ts';

/** A complete request on the default access template (issue 11) for an item without OAuth. */
const items = defaultTemplateAnswers();

describe('an approved access request attaches the item product to the consumer credential', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let paula: Record<string, string>;
  let api: ReturnType<typeof runtimeClient>;
  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: 0 } });
    [alice, paula] = await Promise.all([t.authHeaders('alice'), t.authHeaders('paula')]);
    await makeItem(t.db, 'granted', { storefront: 'native:finance:granted-api' });
    api = runtimeClient(t, alice, 'granted');
  });
  afterAll(() => t.close());

  async function requestAndApprove() {
    const key = (
      await t.app.inject({ url: '/api/web/asks/catitem/granted?pageSize=0', headers: alice })
    ).json().conversation.key;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/web/asks/catitem/granted/conv/${key}`,
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
        url: '/api/provider/access-requests?status=submitted&itemId=granted',
        headers: paula,
      })
    ).json().requests;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/provider/access-requests/${request.id}/decision`,
      headers: paula,
      payload: { decision: 'approved', comment: 'Welcome.' },
    });
    expect(decided.statusCode).toBe(200);
  }

  const applied = () =>
    t.db.selectFrom('runtime_applied_grants').selectAll().where('item_id', '=', 'granted').executeTakeFirst();

  it('attaches the product once after approval, and leaves a later detach alone', async () => {
    const created = await api.create(body([{ name: 'Shop' }]));
    expect(appOf(created.json(), 'Shop').credentials[0].products).toEqual([]);
    await requestAndApprove();
    // Applied right after the decision, without the consumer opening anything.
    await expect.poll(applied, { timeout: 10_000 }).toBeTruthy();
    const after = (await api.get()).json();
    const [cred] = appOf(after, 'Shop').credentials;
    expect(cred.products).toEqual([{ apiProduct: 'granted-api', status: 'approved' }]);
    const events = (await api.events()).json().events.map((e: { event: string }) => e.event);
    expect(events).toContain('grant.applied');

    await api.put(
      body([
        {
          name: 'Shop',
          credentials: [
            { consumerKey: cred.consumerKey, products: [{ apiProduct: 'granted-api', deleted: true }] },
          ],
        },
      ]),
    );
    expect(appOf((await api.get()).json(), 'Shop').credentials[0].products).toEqual([]);
  });
});
