import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DISABLED, WRONG_CREDENTIALS } from '../../auth/embedded/interactions.ts';
import { parseInviteArgs } from '../../cli/people.ts';
import { startupBanner } from '../../startup-banner.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { oidcTestClient } from '../../test/oidc-test-client.ts';
import { hashPassword } from './password.ts';
import { createSetupLink, setDisabled } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const client = () => oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
const PASSWORD = 'a long and private phrase';

/** Follows a one-time link's page and submits its form. */
async function followLink(link: string, form: Record<string, string>) {
  const c = client();
  const page = await c.request('GET', link);
  expect(page.statusCode).toBe(200);
  const token = page.body.match(/name="token" value="([^"]+)"/)?.[1];
  expect(token).toBeTruthy();
  return c.request('POST', '/oidc/account/link', { token: token!, ...form });
}

export async function signInThroughProvider(
  c: ReturnType<typeof client>,
  username: string,
  password: string,
) {
  const page = await c.authorize();
  const action = page.body.match(/action="([^"]+\/login)"/)![1];
  return c.follow(await c.request('POST', action, { username, password }));
}

async function tokensFor(username: string, password: string) {
  const c = client();
  const res = await signInThroughProvider(c, username, password);
  expect(res.statusCode).toBe(303);
  const code = new URL(String(res.headers.location)).searchParams.get('code')!;
  const tokens = await c.exchange(code);
  expect(tokens.status).toBe(200);
  return { c, tokens: tokens.body };
}

describe('embedded user store: the first administrator', () => {
  it('prints a one-time set-up link that creates an administrator, once', async () => {
    const link = await createSetupLink(t.db, t.config.publicUrl);
    expect(link).toMatch(/^http:\/\/localhost:8080\/oidc\/account\/link\?token=[\w-]{43}$/);
    expect(startupBanner(t.config, link).join('\n')).toContain(
      `No administrator yet. Open this one-time link`,
    );
    // Only the token's hash is stored.
    const rows = await t.db.selectFrom('idp_tokens').select(['token_hash', 'purpose']).execute();
    expect(rows).toEqual([{ token_hash: expect.any(String), purpose: 'setup' }]);
    expect(link).not.toContain(rows[0].token_hash);

    // A refused password keeps the link usable; the page says why.
    const weak = await followLink(link!, { email: 'admin@corp.test', password: 'qwerty123456' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('too common');
    const ok = await followLink(link!, {
      email: 'admin@corp.test',
      displayName: 'Ada Admin',
      password: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Your password is saved');
    const again = await client().request('GET', link!);
    expect(again.statusCode).toBe(410);

    const admin = await t.db.selectFrom('idp_users').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ email: 'admin@corp.test', roles: ['admin', 'provider'], disabled: false });
    expect(admin.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    // With an administrator there is no set-up link any more.
    expect(await createSetupLink(t.db, t.config.publicUrl)).toBeUndefined();
  });

  it('signs the administrator in by email; the token carries sub, roles and the API accepts it', async () => {
    const { tokens } = await tokensFor('ADMIN@corp.test', PASSWORD);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      sub: expect.stringMatching(/^u\d+$/),
      preferred_username: 'admin@corp.test',
      email: 'admin@corp.test',
      given_name: 'Ada',
      family_name: 'Admin',
      roles: ['admin', 'provider'],
    });
    const res = await t.app.inject({
      url: '/api/provider/email/outbox',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and the demo accounts outside demo mode', async () => {
    for (const [u, p] of [
      ['admin@corp.test', 'a long and wrong phrase'],
      ['paula', 'storefront'],
      ['nobody@corp.test', PASSWORD],
    ]) {
      const res = await signInThroughProvider(client(), u, p);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(WRONG_CREDENTIALS);
    }
  });

  it('a disabled person: refresh refused at once, API access ends at the next user check', async () => {
    await t.db
      .insertInto('idp_users')
      .values({ username: 'dora@corp.test', email: 'dora@corp.test', roles: [], email_verified: true })
      .execute();
    const dora = await t.db
      .selectFrom('idp_users')
      .select('id')
      .where('username', '=', 'dora@corp.test')
      .executeTakeFirstOrThrow();
    // A person who set a password (the invitation flow has its own test).
    await t.db
      .updateTable('idp_users')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('id', '=', dora.id)
      .execute();

    const { c, tokens } = await tokensFor('dora@corp.test', PASSWORD);
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    expect((await t.app.inject({ url: '/api/web/my/stuff', headers: bearer })).statusCode).toBe(200);

    await setDisabled(t.db, dora.id, true, 'u0');
    const refreshed = await c.refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
    // Sessions and grants are gone from the provider's store.
    const left = await t.db
      .selectFrom('oidc_payloads')
      .select('kind')
      .where((eb) => eb.ref('payload', '->>').key('accountId' as never), '=', `u${dora.id}`)
      .execute();
    expect(left).toEqual([]);

    // The portal re-reads the user at most a minute later: then the access token is refused.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const res = await t.app.inject({ url: '/api/web/my/stuff', headers: bearer });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT-DISABLED' });
    } finally {
      vi.useRealTimers();
    }
    // Signing in again says the account is disabled (only to whoever knows the password).
    const again = await signInThroughProvider(client(), 'dora@corp.test', PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain(ACCOUNT_DISABLED);
  });
});

describe('CLI invite arguments', () => {
  it('reads the email and the roles', () => {
    expect(parseInviteArgs(['a@b.test', '--provider', '--admin'], 'provider')).toEqual({
      email: 'a@b.test',
      roles: ['provider', 'admin'],
    });
    expect(() => parseInviteArgs([], 'provider')).toThrow(/usage/);
    expect(() => parseInviteArgs(['a@b.test', '--nope'], 'provider')).toThrow(/unexpected argument/);
  });
});
