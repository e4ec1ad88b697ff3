import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTemplateAnswers, makeItem } from '../modules/catalog/details/test-factories.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * Object-level access (issue 16 part 2): alice owns one of every user-owned resource; bob (a
 * consumer without an email address) and paula (the provider, acting as a consumer on /api/web)
 * call every route of the route table with alice's ids. Each call must either refuse (403/404, or a
 * 4xx that names no one) or act on the caller's own or public data — never show alice's private data,
 * never answer differently for alice's private object than for one that does not exist, and never
 * change what alice reads afterwards.
 */

type Headers = Record<string, string>;
type Call = { method: string; url: string; payload?: unknown; contentType?: string };

const ITEM = 'shop-api';
const SECRET = {
  request: 'ALICE-PRIVATE-REQUEST-7f3a',
  requestField: 'Alice secret component 7f3a',
  plainRequest: 'ALICE-PLAIN-PRIVATE-9c1e',
  collabEmail: 'alice.private.inbox@example.org',
  app: 'AliceSecretApp7f3a',
};
const GHOST = { order: 4242, requestId: '999999', email: 'ghost@example.com', item: 'ghost-api' };

let t: TestApp;
const as: Record<string, Headers> = {};
const ids = {
  asksConv: '',
  commentsConv: '',
  requestOrder: 0,
  plainRequestOrder: 0,
  questionOrder: 0,
  commentOrder: 0,
  requestId: '',
  consumerKey: '',
  consumerSecret: '',
};

const inject = (who: string, c: Call) =>
  t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: { ...as[who], ...(c.contentType ? { 'content-type': c.contentType } : {}) },
    ...(c.payload === undefined ? {} : { payload: c.payload as string }),
  });

async function ok(who: string, c: Call) {
  const res = await inject(who, c);
  if (res.statusCode >= 300) throw new Error(`${c.method} ${c.url} -> ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Alice makes one of everything she can own. */
async function seedAlice() {
  await makeItem(t.db, ITEM, { name: 'Shop API', storefront: 'native:retail:shop' });
  ids.asksConv = (
    await ok('alice', { method: 'GET', url: `/api/web/asks/catitem/${ITEM}?pageSize=0` })
  ).conversation.key;
  ids.commentsConv = (
    await ok('alice', { method: 'GET', url: `/api/web/comments/catitem/${ITEM}?pageSize=0` })
  ).conversation.key;
  const post = (family: string, payload: object) =>
    ok('alice', { method: 'POST', url: `/api/web/${family}/catitem/${ITEM}/conv/${ids.asksConv}`, payload });
  await post('asks', { message: 'How do refunds work?', styling: 'question' });
  await post('asks', {
    message: SECRET.request,
    styling: 'request',
    template: 'default',
    templatedData: {
      items: defaultTemplateAnswers({
        appComponent: SECRET.requestField,
        desc: 'Order lookups',
        cloudloc: 'aws',
      }),
    },
  });
  await post('asks', { message: SECRET.plainRequest, styling: 'request' });
  await ok('alice', {
    method: 'POST',
    url: `/api/web/comments/catitem/${ITEM}/conv/${ids.commentsConv}`,
    payload: { message: 'A public comment by alice' },
  });
  const asks = await ok('alice', { method: 'GET', url: `/api/web/asks/catitem/${ITEM}?pageSize=100` });
  const find = (pred: (c: { message: string; styling: string }) => boolean) =>
    asks.comments.find(pred).order as number;
  ids.questionOrder = find((c) => c.styling === 'question');
  ids.requestOrder = find((c) => c.message === SECRET.request);
  ids.plainRequestOrder = find((c) => c.message === SECRET.plainRequest);
  const comments = await ok('alice', {
    method: 'GET',
    url: `/api/web/comments/catitem/${ITEM}?pageSize=100`,
  });
  ids.commentOrder = comments.comments.find((c: { mine: boolean }) => c.mine).order;
  // A reply of alice's own in each thread, and paula's answer to the request (a reply notification).
  for (const [conv, order, family] of [
    [ids.asksConv, ids.requestOrder, 'asks'],
    [ids.commentsConv, ids.commentOrder, 'comments'],
  ] as const) {
    await ok('alice', {
      method: 'POST',
      url: `/api/web/${family}/catitem/${ITEM}/conv/${conv}/order/${order}/reply`,
      payload: { message: `alice follows up ${family}` },
    });
  }
  await ok('paula', {
    method: 'POST',
    url: `/api/web/asks/catitem/${ITEM}/conv/${ids.asksConv}/order/${ids.requestOrder}/reply`,
    payload: { message: 'Paula looks into it' },
  });
  const requests = await ok('alice', { method: 'GET', url: `/api/web/access/catitem/${ITEM}/requests` });
  ids.requestId = String(requests.requests?.[0]?.id ?? requests[0]?.id ?? '');
  for (const action of ['favourites', 'watch', 'recent'] as const) {
    await ok('alice', { method: 'POST', url: `/api/web/my/store/${action}/${ITEM}/add` });
  }
  const alice = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'alice')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_notifications').values({ user_id: alice.id, item_id: ITEM }).execute();
  await ok('alice', {
    method: 'PUT',
    url: '/api/web/my/store/collabEmail',
    payload: JSON.stringify(SECRET.collabEmail),
    contentType: 'application/json',
  });
  const dev = await ok('alice', {
    method: 'POST',
    url: `/api/web/catalog/item/${ITEM}/runtime/alice%40example.com/platformRuntime/developer`,
    payload: {
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Consumer',
      username: 'alice',
      apps: [{ name: SECRET.app, credentials: [{ products: [{ apiProduct: 'shop' }] }] }],
    },
  });
  const credential = dev.platformRuntime.developer.apps[0].credentials[0];
  ids.consumerKey = credential.consumerKey;
  ids.consumerSecret = credential.consumerSecret;
}

/** What alice reads of her own data; it must be the same after every other user's calls. */
async function aliceView() {
  const store = await ok('alice', { method: 'GET', url: '/api/web/my/store' });
  const own = async (family: string, conv: string) => {
    const page = await ok('alice', { method: 'GET', url: `/api/web/${family}/catitem/${ITEM}?pageSize=100` });
    const threads = page.comments.filter((c: { mine: boolean }) => c.mine);
    const out = [];
    for (const c of threads) {
      const branch = await ok('alice', {
        method: 'GET',
        url: `/api/web/${family}/catitem/${ITEM}/conv/${conv}.${c.order}?pageSize=1000`,
      });
      out.push({
        order: c.order,
        message: c.message,
        edited: c.edited,
        deleted: c.deleted,
        styling: c.styling,
        templatedData: c.templatedData,
        // Others may reply to alice's public threads; nobody but alice and the provider in hers.
        replies:
          c.styling === 'request' ? branch.comments.map((r: { message: string }) => r.message) : undefined,
        ownReplies: branch.comments
          .filter((r: { mine: boolean }) => r.mine)
          .map((r: { message: string; deleted: boolean }) => [r.message, r.deleted]),
      });
    }
    return out;
  };
  return {
    favourites: store.favouritesSummary,
    collabLabel: store.collabLabel,
    collabEmail: store.collabEmail,
    notifications: store.notifications.map((n: { id: string }) => n.id),
    // Others' replies to alice's threads add reply notifications; none may go away.
    replyBranches: store.replies.flatMap((r: { conversationBranches: { key: string }[] }) =>
      r.conversationBranches.map((b) => b.key),
    ) as string[],
    recent: store.recentSummary,
    asks: await own('asks', ids.asksConv),
    comments: await own('comments', ids.commentsConv),
    requests: await ok('alice', { method: 'GET', url: `/api/web/access/catitem/${ITEM}/requests` }),
    runtime: (await ok('alice', { method: 'GET', url: `/api/web/catalog/item/${ITEM}/runtime` }))
      .platformRuntime.developer,
  };
}

const withoutReplies = <T extends { replies?: unknown }>(thread: T) => ({ ...thread, replies: undefined });

/** A thread (or a thing) of alice's, addressed by every id a route may take. */
interface Target {
  name: string;
  /** Private to alice: a refusal must look exactly like the ghost's. */
  isPrivate: (who: string) => boolean;
  conv: string;
  order: number;
  family: 'asks' | 'comments';
}

function targets(): { real: Target; ghost: Target }[] {
  const ghostOf = (x: Target): Target => ({ ...x, name: `${x.name} (ghost)`, order: GHOST.order });
  const list: Target[] = [
    // The provider sees every request: to paula they are not private.
    {
      name: 'request',
      isPrivate: (w) => w !== 'paula',
      conv: ids.asksConv,
      order: ids.requestOrder,
      family: 'asks',
    },
    {
      name: 'plain request',
      isPrivate: (w) => w !== 'paula',
      conv: ids.asksConv,
      order: ids.plainRequestOrder,
      family: 'asks',
    },
    {
      name: 'question',
      isPrivate: () => false,
      conv: ids.asksConv,
      order: ids.questionOrder,
      family: 'asks',
    },
    {
      name: 'comment',
      isPrivate: () => false,
      conv: ids.commentsConv,
      order: ids.commentOrder,
      family: 'comments',
    },
  ];
  return list.map((real) => ({ real, ghost: ghostOf(real) }));
}

/** Concrete calls for one route pattern and target, with bodies that pass validation. */
function callsFor(method: string, pattern: string, x: Target, ghost: boolean): Call[] {
  const email = ghost ? GHOST.email : 'alice@example.com';
  const branch = `${x.conv}.${x.order}`;
  const family = pattern.includes('/comments/') ? 'comments' : pattern.includes('/asks/') ? 'asks' : x.family;
  if ((pattern.includes('/asks/') || pattern.includes('/comments/')) && family !== x.family) return [];
  const fill = (key: string) =>
    pattern
      .replace(':itemId', ITEM)
      .replace(':id', ITEM)
      .replace(':convId', x.conv)
      .replace(':order', String(x.order))
      .replace(':key', key)
      .replace(':email', encodeURIComponent(email))
      .replace(':requestId', ghost ? GHOST.requestId : ids.requestId)
      .replace(':timestamp', '1700000000000')
      .replace(':name', 'default')
      .replace(':kind', 'apps')
      .replace('*', 'orders')
      .replace(/:[A-Za-z]+/g, '1');
  const keys = pattern.includes(':key') ? [x.conv, branch] : [x.conv];
  const out: Call[] = [];
  for (const key of keys) {
    const url = fill(key);
    if (/\/catitem\/:id$/.test(pattern) && method === 'PUT') {
      out.push({ method, url, payload: { key: x.conv, order: x.order, message: 'edited by someone else' } });
      out.push({ method, url, payload: { key: x.conv, order: x.order, deleted: true } });
      out.push({ method, url, payload: { key: branch, order: 1, message: 'edited reply' } });
      out.push({ method, url, payload: { key: branch, order: 1, deleted: true } });
    } else if (pattern.endsWith('/reply') || (pattern.includes('/conv/:key') && method === 'POST')) {
      out.push({
        method,
        url,
        payload:
          family === 'asks' ? { message: 'intruder message', styling: 'question' } : { message: 'intruder' },
      });
      if (pattern.endsWith('/reply')) out[out.length - 1].payload = { message: 'intruder reply' };
    } else if (pattern.endsWith('/developer')) {
      out.push({
        method,
        url,
        payload: {
          email,
          firstName: 'X',
          lastName: 'Y',
          username: 'x',
          deleted: true,
          apps: [{ name: SECRET.app, deleted: true }],
        },
      });
    } else if (pattern.endsWith('/rotate') || pattern.endsWith('/revoke')) {
      out.push({ method, url, payload: { appName: SECRET.app, consumerKey: ids.consumerKey } });
    } else if (pattern.endsWith('/decision')) {
      out.push({ method, url, payload: { decision: 'approved', comment: 'self-approved' } });
    } else if (pattern.endsWith('/collabLabel')) {
      out.push({ method, url, payload: 'Intruder', contentType: 'text/plain' });
    } else if (pattern.endsWith('/collabEmail')) {
      out.push({
        method,
        url,
        payload: JSON.stringify('intruder@example.com'),
        contentType: 'application/json',
      });
    } else if (method === 'GET' && /\/conv\/:key$/.test(pattern)) {
      out.push({ method, url: `${url}?pageSize=1000` });
    } else if (method === 'GET' && /\/catitem\/:id$/.test(pattern)) {
      out.push({ method, url: `${url}?pageSize=100` });
    } else {
      out.push({ method, url, ...(['GET', 'DELETE'].includes(method) ? {} : { payload: {} }) });
    }
  }
  return out;
}

function leakedSecrets(body: string, who: string): string[] {
  const secrets = [SECRET.collabEmail, SECRET.app, ids.consumerKey, ids.consumerSecret, 'alice@example.com'];
  if (who !== 'paula') secrets.push(SECRET.request, SECRET.requestField, SECRET.plainRequest);
  return secrets.filter((s) => s && body.includes(s));
}

/** A stream route (live events) never ends; its status is what matters here. */
const isStream = (pattern: string) => pattern === '/api/web/events';

beforeAll(async () => {
  t = await createTestApp({ conversations: { postIntervalMs: 0 } });
  for (const who of ['alice', 'bob', 'paula']) as[who] = await t.authHeaders(who);
  // Users exist before alice seeds (paula replies; notifications name alice's row).
  for (const who of ['alice', 'bob', 'paula']) await ok(who, { method: 'GET', url: '/api/web/my/stuff' });
  await seedAlice();
}, 240_000);
afterAll(() => t.close());

describe('object-level access matrix: alice, bob and paula', () => {
  it('knows alice owns one of everything', () => {
    expect(ids).toMatchObject({ requestId: expect.stringMatching(/^\d+$/), consumerKey: expect.any(String) });
    expect(ids.consumerSecret).toBeTruthy();
  });

  it('bob and paula get nothing of alice: no leak, no tell, no change', async () => {
    const before = await aliceView();
    // Asks and comments are two views of one conversation: a question, two requests and a comment.
    expect(before.asks.length).toBe(4);
    expect(before.runtime.apps[0].name).toBe(SECRET.app);
    const routes = t.app.protectedRoutes.filter((r) => r.method !== 'HEAD' && !isStream(r.url));
    const failures: string[] = [];
    let tried = 0;
    let refused = 0;
    let privateProbes = 0;
    for (const who of ['bob', 'paula']) {
      // Paula is the provider: provider routes are hers to use on anyone's data by design.
      const mine = routes.filter((r) => who === 'bob' || !r.url.startsWith('/api/provider'));
      for (const { method, url: pattern } of mine) {
        const perTarget = /:key|:convId|:order|\/catitem\/:id$/.test(pattern);
        for (const { real, ghost } of perTarget ? targets() : targets().slice(0, 1)) {
          const realCalls = callsFor(method, pattern, real, false);
          const ghostCalls = callsFor(method, pattern, ghost, true);
          for (const [i, call] of realCalls.entries()) {
            // The ghost first, so a real write cannot make the two differ.
            const g = await inject(who, ghostCalls[i]);
            const res = await inject(who, call);
            tried++;
            const tag = `${who} ${call.method} ${call.url} ${JSON.stringify(call.payload ?? '')} [${real.name}]`;
            if (res.statusCode === 401 || res.statusCode >= 500) failures.push(`${tag} -> ${res.statusCode}`);
            if (res.statusCode >= 400) refused++;
            const leaks = leakedSecrets(res.body, who);
            if (leaks.length) failures.push(`${tag} leaks ${leaks.join(', ')}`);
            // A call that names alice's private object (its order or branch, her email, her request id):
            // the answer must be the same as for one that does not exist.
            const namesObject = JSON.stringify(call) !== JSON.stringify(ghostCalls[i]);
            const isPrivate = real.isPrivate(who) || /:email|:requestId/.test(pattern);
            if (!namesObject || !isPrivate) continue;
            privateProbes++;
            const realBody = pattern.includes(':requestId')
              ? res.body.replaceAll(`"${ids.requestId}"`, `"${GHOST.requestId}"`)
              : res.body;
            const same = res.statusCode === g.statusCode && realBody === g.body;
            if (!same)
              failures.push(
                `${tag} -> ${res.statusCode} ${res.body} but the ghost -> ${g.statusCode} ${g.body}`,
              );
          }
        }
      }
      // Paula, the provider, may answer alice's requests: their replies are hers to change.
      const after = await aliceView();
      const lost = before.replyBranches.filter((k) => !after.replyBranches.includes(k));
      if (lost.length) failures.push(`${who} cleared alice's reply notifications ${lost.join(', ')}`);
      const seen = (v: typeof before) =>
        JSON.stringify({
          ...v,
          replyBranches: undefined,
          ...(who === 'paula'
            ? { asks: v.asks.map(withoutReplies), comments: v.comments.map(withoutReplies) }
            : {}),
        });
      if (seen(after) !== seen(before)) {
        failures.push(`${who} changed alice's data: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
      }
    }
    console.log(
      `object-access matrix: ${routes.length} routes (bob all, paula /api/web and /api/mock) x ${targets().length} of alice's threads, her developer, keys, request, favourites, watch, notifications and profile: ` +
        `${tried} calls (each beside the same call on a missing object), ${refused} refused, ${privateProbes} probes of private objects answered as for a missing one, ${failures.length} leaks`,
    );
    for (const f of failures) console.log(`LEAK ${f}`);
    expect(failures).toEqual([]);
  }, 300_000);
});
