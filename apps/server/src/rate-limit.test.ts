import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS } from './auth/embedded/interactions.ts';
import { loadConfig, type RateLimitConfig } from './config.ts';
import { makeItem } from './modules/catalog/details/test-factories.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { oidcTestClient } from './test/oidc-test-client.ts';

const DETAIL = /^Too many requests\. Try again in (\d+) seconds?\.$/;
const limits = (patch: Partial<RateLimitConfig>): { rateLimit: RateLimitConfig } => ({
  rateLimit: {
    windowMs: 60_000,
    writesPerUser: 0,
    writesPerAddress: 0,
    signInFailuresPerUsername: 0,
    signInFailuresPerAddress: 0,
    ...patch,
  },
});

async function appWith(patch: Partial<RateLimitConfig>) {
  const t = await createTestApp(limits(patch));
  await makeItem(t.db, 'it-1');
  return t;
}

const favourite = (t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/web/my/store/favourites/it-1/add', headers, remoteAddress });

function expectTooMany(res: Awaited<ReturnType<typeof favourite>>, windowSeconds = 60) {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'detail']);
  expect(body.code).toBe('HTTP-429');
  const seconds = Number(body.detail.match(DETAIL)?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(res.headers['retry-after']).toBe(String(seconds));
}

describe('write rate limit per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ writesPerUser: 3, writesPerAddress: 1000 });
  });
  afterAll(() => t.close());

  it('answers 429 with the one error shape and Retry-After once a user is over, others unaffected', async () => {
    const alice = await t.authHeaders('alice');
    for (let i = 0; i < 3; i++) expect((await favourite(t, alice)).statusCode).toBe(200);
    expectTooMany(await favourite(t, alice));
    // Any write under /api/web, /api/provider or /api/mock counts the same; reads are not limited.
    expectTooMany(
      await t.app.inject({ method: 'PUT', url: '/api/web/my/store/notifications/clear', headers: alice }),
    );
    expectTooMany(await t.app.inject({ method: 'POST', url: '/api/mock/it-1/orders', headers: alice }));
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/api/web/my/store', headers: alice })).statusCode).toBe(200);
    }
    // Another user from the same address still writes.
    expect((await favourite(t, await t.authHeaders('bob'))).statusCode).toBe(200);
  });

  it('counts provider writes per provider and refuses before the body is read', async () => {
    const paula = await t.authHeaders('paula');
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/provider/items',
        headers: paula,
        payload: { bad: true },
      });
      expect(res.statusCode).toBe(400);
    }
    expectTooMany(
      await t.app.inject({
        method: 'POST',
        url: '/api/provider/items',
        headers: paula,
        payload: { bad: true },
      }),
    );
  });

  it('does not count a request without a valid token (401 first)', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/web/my/store/favourites/it-1/add' });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('write rate limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ writesPerUser: 1000, writesPerAddress: 3 });
  });
  afterAll(() => t.close());

  it('counts every user of one address together; another address is not affected', async () => {
    const [alice, bob] = [await t.authHeaders('alice'), await t.authHeaders('bob')];
    expect((await favourite(t, alice, '10.0.0.1')).statusCode).toBe(200);
    expect((await favourite(t, bob, '10.0.0.1')).statusCode).toBe(200);
    expect((await favourite(t, alice, '10.0.0.1')).statusCode).toBe(200);
    expectTooMany(await favourite(t, bob, '10.0.0.1'));
    expect((await favourite(t, bob, '10.0.0.2')).statusCode).toBe(200);
  });
});

describe('write rate limit window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ writesPerUser: 2, writesPerAddress: 1000, windowMs: 1000 });
  });
  afterAll(() => t.close());

  it('lets the user write again once the window has passed', async () => {
    const alice = await t.authHeaders('alice');
    expect((await favourite(t, alice)).statusCode).toBe(200);
    expect((await favourite(t, alice)).statusCode).toBe(200);
    const refused = await favourite(t, alice);
    expectTooMany(refused, 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await favourite(t, alice)).statusCode).toBe(200);
  });
});

describe('write rate limits off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t.close());

  it('never answers 429 when both limits are 0', async () => {
    const alice = await t.authHeaders('alice');
    for (let i = 0; i < 30; i++) expect((await favourite(t, alice)).statusCode).toBe(200);
  });
});

describe('rate-limit configuration', () => {
  it('reads the variables with their defaults, 0 meaning off, and rejects bad values', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      windowMs: 60_000,
      writesPerUser: 120,
      writesPerAddress: 600,
      signInFailuresPerUsername: 10,
      signInFailuresPerAddress: 30,
    });
    expect(
      loadConfig({
        RATE_LIMIT_WINDOW_SECONDS: '10',
        RATE_LIMIT_WRITES_PER_MINUTE: '0',
        RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: '5',
        RATE_LIMIT_SIGNIN_PER_MINUTE: '3',
        RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '0',
      }).rateLimit,
    ).toEqual({
      windowMs: 10_000,
      writesPerUser: 0,
      writesPerAddress: 5,
      signInFailuresPerUsername: 3,
      signInFailuresPerAddress: 0,
    });
    expect(() => loadConfig({ RATE_LIMIT_WRITES_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_WRITES_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_SIGNIN_PER_MINUTE: 'many' })).toThrow(
      /RATE_LIMIT_SIGNIN_PER_MINUTE/,
    );
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS/);
  });
});

/** The sign-in form of the embedded provider, posted from a chosen address. */
async function signInForm(t: TestApp) {
  const c = oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
  const page = await c.authorize();
  const action = page.body.match(/action="([^"]+\/login)"/)?.[1];
  if (!action) throw new Error('no sign-in form');
  return async (username: string, password: string, remoteAddress = '127.0.0.1') => {
    const res = await t.app.inject({
      method: 'POST',
      url: action,
      remoteAddress,
      headers: {
        host: new URL(t.config.publicUrl).host,
        cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ username, password }).toString(),
    });
    return res;
  };
}

function expectSignInBlocked(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(res.body).toContain(
    `<p class="error" id="signin-error" role="alert">Too many requests. Try again in ${seconds} second`,
  );
}

describe('sign-in rate limit per username', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ signInFailuresPerUsername: 2, signInFailuresPerAddress: 1000 });
  });
  afterAll(() => t.close());

  it('blocks a username after its failed attempts, even with the right password, from any address', async () => {
    const post = await signInForm(t);
    expect((await post('alice', 'wrong-1', '10.0.0.1')).body).toContain(WRONG_CREDENTIALS);
    expect((await post('Alice ', 'wrong-2', '10.0.0.2')).statusCode).toBe(401);
    expectSignInBlocked(await post('alice', 'storefront', '10.0.0.3'));
    expectSignInBlocked(await post('ALICE', 'wrong-3', '10.0.0.4'));
    // Another username is not affected, and a right password goes through.
    const bob = await post('bob', 'storefront', '10.0.0.1');
    expect(bob.statusCode).toBe(303);
  });
});

describe('sign-in rate limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The window must outlast three failed sign-ins, each a memory-hard hash (slow on a busy machine).
    t = await appWith({ signInFailuresPerUsername: 1000, signInFailuresPerAddress: 3, windowMs: 6000 });
  });
  afterAll(() => t.close());

  it('blocks an address after failed attempts on any usernames, until the window passes', async () => {
    const post = await signInForm(t);
    for (const name of ['alice', 'bob', 'mallory']) {
      expect((await post(name, 'nope', '10.0.0.9')).statusCode).toBe(401);
    }
    expectSignInBlocked(await post('paula', 'storefront', '10.0.0.9'));
    // Successful sign-ins do not count; another address is not affected.
    expect((await post('paula', 'storefront', '10.0.0.8')).statusCode).toBe(303);
    await new Promise((r) => setTimeout(r, 6100));
    const again = await signInForm(t);
    expect((await again('paula', 'storefront', '10.0.0.9')).statusCode).toBe(303);
  });
});
