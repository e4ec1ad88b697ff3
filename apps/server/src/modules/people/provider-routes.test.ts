import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../auth/embedded/accounts.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { oidcTestClient } from '../../test/oidc-test-client.ts';
import { startSmtpServer } from '../../test/smtp-test-server.ts';
import { hashPassword } from './password.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: DemoAccount;
const PASSWORD = 'a long and private phrase';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    demo: false,
    signupDomains: ['corp.test'],
    email: { ...loadConfig({}).email, smtpUrl: smtp.url },
  });
  const row = await t.db
    .insertInto('idp_users')
    .values({
      username: 'root@corp.test',
      email: 'root@corp.test',
      roles: ['admin', 'provider'],
      password_hash: await hashPassword(PASSWORD),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  admin = {
    accountId: `u${row.id}`,
    username: 'root@corp.test',
    givenName: 'Root',
    familyName: '',
    email: 'root@corp.test',
    roles: ['admin', 'provider'],
  };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const client = () => oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
const asAdmin = async () => ({ authorization: `Bearer ${await t.tokenFor(admin)}` });

/** The one-time link in the last mail to this address, its whole query (`ui_locales`) included. */
async function linkMailedTo(address: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = smtp.received.filter((m) => m.to.includes(address)).at(-1);
    const link = mail?.decoded.match(/http:\/\/localhost:8080\/oidc\/account\/link\?token=[\w%&=-]+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no link mailed to ${address}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function setPassword(link: string, form: Record<string, string>) {
  const c = client();
  const page = await c.request('GET', link);
  expect(page.statusCode).toBe(200);
  const token = page.body.match(/name="token" value="([^"]+)"/)![1];
  return c.request('POST', '/oidc/account/link', { token, ...form });
}

async function signIn(username: string, password: string) {
  const c = client();
  const page = await c.authorize();
  const action = page.body.match(/action="([^"]+\/login)"/)![1];
  const res = await c.follow(await c.request('POST', action, { username, password }));
  if (res.statusCode !== 303) return { status: res.statusCode, body: res.body };
  const code = new URL(String(res.headers.location)).searchParams.get('code')!;
  const tokens = await c.exchange(code);
  return { status: 303, tokens: tokens.body, body: '' };
}

describe('People: invite, set password, sign in', () => {
  it("writes the invitation in the inviting administrator's language (issue 31)", async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/provider/people',
      headers: { ...(await asAdmin()), 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email: 'dora@corp.test', roles: [] },
    });
    expect(invited.statusCode).toBe(201);
    await linkMailedTo('dora@corp.test');
    const mail = smtp.received.filter((m) => m.to.includes('dora@corp.test')).at(-1)!;
    // The subject is MIME-encoded (non-ASCII); the body's German and the HTML part's lang show.
    expect(mail.decoded).toContain('Entwicklerportal unter http://localhost:8080/store/');
    expect(mail.decoded).toContain('<html lang="de" dir="ltr">');
    // German was the administrator's language, a guess for dora: her link leaves the page to her browser.
    expect(mail.decoded).not.toContain('ui_locales');
  });

  it('an invitation without a name (null, blank or absent) stores none, never an empty name', async () => {
    // The body's schema allows a string or null, and Fastify's Ajv coerces types: whatever null
    // becomes there, a person has a name or null.
    for (const [email, displayName] of [
      ['ned@corp.test', null],
      ['bea@corp.test', '   '],
      ['abe@corp.test', undefined],
    ] as const) {
      const invited = await t.app.inject({
        method: 'POST',
        url: '/api/provider/people',
        headers: await asAdmin(),
        payload: { email, roles: [], ...(displayName === undefined ? {} : { displayName }) },
      });
      expect(invited.statusCode, email).toBe(201);
      expect(invited.json().displayName, email).toBeNull();
      const row = await t.db
        .selectFrom('idp_users')
        .select('display_name')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.display_name, email).toBeNull();
    }
    // A name longer than the schema's 120 characters is refused, not cut.
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/provider/people',
      headers: await asAdmin(),
      payload: { email: 'long@corp.test', displayName: 'x'.repeat(121), roles: [] },
    });
    expect(long.statusCode).toBe(400);
  });

  it('invites by email; the link sets a password; the person signs in with a verified email', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/provider/people',
      headers: await asAdmin(),
      payload: { email: 'Carol@corp.test', displayName: 'Carol Jones', roles: ['provider'] },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'Carol@corp.test',
      status: 'invited',
      roles: ['provider'],
    });

    const link = await linkMailedTo('Carol@corp.test');
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe('You are invited to the developer portal');
    // Nothing says which language Carol reads: her link leaves it to her browser.
    expect(mail.decoded).not.toContain('ui_locales');
    // Nothing in the database can be turned back into the link.
    const stored = await t.db.selectFrom('idp_tokens').select('token_hash').execute();
    expect(stored.some((r) => link.includes(r.token_hash))).toBe(false);

    // Before a password is set nobody signs in as Carol.
    expect((await signIn('carol@corp.test', PASSWORD)).status).toBe(401);
    const saved = await setPassword(link, { password: PASSWORD });
    expect(saved.statusCode).toBe(200);
    const res = await signIn('carol@corp.test', PASSWORD);
    expect(res.status).toBe(303);
    const claims = decodeJwt(res.tokens!.access_token);
    expect(claims).toMatchObject({ email: 'Carol@corp.test', email_verified: true, roles: ['provider'] });
    // The portal keys features on the verified email.
    const me = await t.app.inject({
      url: '/api/web/my/stuff',
      headers: { authorization: `Bearer ${res.tokens!.access_token}` },
    });
    expect(me.json()).toMatchObject({ provider: true, peopleAdmin: false });
    const user = await t.db
      .selectFrom('users')
      .select('email')
      .where('sub', '=', String(claims.sub))
      .executeTakeFirst();
    expect(user?.email).toBe('Carol@corp.test');
    // The link worked once.
    expect((await client().request('GET', link)).statusCode).toBe(410);

    const list = await t.app.inject({ url: '/api/provider/people', headers: await asAdmin() });
    expect(list.json().people.find((p: { email: string }) => p.email === 'Carol@corp.test')).toMatchObject({
      status: 'active',
      emailVerified: true,
    });
  });

  it('refuses a second invitation of the same address, bad addresses and unknown roles', async () => {
    const post = async (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/provider/people', headers: await asAdmin(), payload });
    expect((await post({ email: 'carol@CORP.test' })).json()).toMatchObject({ code: 'PEOPLE-EXISTS' });
    expect((await post({ email: 'not an address' })).json()).toMatchObject({ code: 'PEOPLE-EMAIL' });
    expect((await post({ email: 'x@corp.test', roles: ['root'] })).json()).toMatchObject({
      code: 'PEOPLE-ROLE',
    });
  });

  it('resends an invitation: only the newest link works', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/people',
      headers: await asAdmin(),
      payload: { email: 'dan@corp.test' },
    });
    const first = await linkMailedTo('dan@corp.test');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/provider/people/${res.json().id}/invitation`,
      headers: await asAdmin(),
    });
    expect(again.statusCode).toBe(204);
    const second = await linkMailedTo('dan@corp.test');
    expect(second).not.toBe(first);
    expect((await client().request('GET', first)).statusCode).toBe(410);
    expect((await setPassword(second, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('resets a password by email: the old one stops working', async () => {
    const list = await t.app.inject({ url: '/api/provider/people', headers: await asAdmin() });
    const carol = list.json().people.find((p: { email: string }) => p.email === 'Carol@corp.test');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/provider/people/${carol.id}/password-reset`,
      headers: await asAdmin(),
    });
    expect(reset.statusCode).toBe(204);
    const link = await linkMailedTo('Carol@corp.test');
    expect(smtp.received.at(-1)!.subject).toBe('Reset your developer portal password');
    const weak = await setPassword(link, { password: 'carol jones secret' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('your name or email');
    expect((await setPassword(link, { password: 'an entirely new phrase' })).statusCode).toBe(200);
    expect((await signIn('carol@corp.test', PASSWORD)).status).toBe(401);
    expect((await signIn('carol@corp.test', 'an entirely new phrase')).status).toBe(303);
  });

  it('disables and enables through the API; grants and removes roles', async () => {
    const list = await t.app.inject({ url: '/api/provider/people', headers: await asAdmin() });
    const dan = list.json().people.find((p: { email: string }) => p.email === 'dan@corp.test');
    const grant = await t.app.inject({
      method: 'PUT',
      url: `/api/provider/people/${dan.id}/roles/provider`,
      headers: await asAdmin(),
    });
    expect(grant.json().roles).toEqual(['provider']);
    const signedIn = await signIn('dan@corp.test', PASSWORD);
    expect(decodeJwt(signedIn.tokens!.access_token).roles).toEqual(['provider']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/provider/people/${dan.id}/roles/provider`,
      headers: await asAdmin(),
    });
    expect(removed.json().roles).toEqual([]);

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/provider/people/${dan.id}/disabled`,
      headers: await asAdmin(),
      payload: { disabled: true },
    });
    expect(off.json()).toMatchObject({ status: 'disabled' });
    expect((await client().refresh(signedIn.tokens!.refresh_token)).status).toBe(400);
    expect((await signIn('dan@corp.test', PASSWORD)).status).toBe(403);
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/provider/people/${dan.id}/disabled`,
      headers: await asAdmin(),
      payload: { disabled: false },
    });
    expect(on.json()).toMatchObject({ status: 'active' });
    expect((await signIn('dan@corp.test', PASSWORD)).status).toBe(303);
    // An administrator cannot lock themselves out.
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/provider/people/${admin.accountId!.slice(1)}/disabled`,
      headers: await asAdmin(),
      payload: { disabled: true },
    });
    expect(self.json()).toMatchObject({ code: 'PEOPLE-SELF' });
  });

  it('is for administrators only', async () => {
    const provider = { ...admin, roles: ['provider'] };
    const res = await t.app.inject({
      url: '/api/provider/people',
      headers: { authorization: `Bearer ${await t.tokenFor(provider)}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PEOPLE-ADMIN' });
  });
});

describe('self sign-up (STOREFRONT_SIGNUP_DOMAINS)', () => {
  it('refuses an address in another domain and mails nothing', async () => {
    const c = client();
    const page = await c.request('GET', '/oidc/account/signup');
    expect(page.statusCode).toBe(200);
    const before = smtp.received.length;
    const res = await c.request('POST', '/oidc/account/signup', { email: 'eve@elsewhere.test' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Sign-up is open only to addresses at corp.test');
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(before);
  });

  it('verifies an allowed address by a link, then the person chooses a password and signs in', async () => {
    const res = await client().request('POST', '/oidc/account/signup', { email: 'fay@corp.test' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Check your email');
    const link = await linkMailedTo('fay@corp.test');
    expect((await setPassword(link, { displayName: 'Fay', password: PASSWORD })).statusCode).toBe(200);
    const signedIn = await signIn('fay@corp.test', PASSWORD);
    expect(decodeJwt(signedIn.tokens!.access_token)).toMatchObject({
      email: 'fay@corp.test',
      email_verified: true,
      roles: [],
    });
  });

  it('a link asked for on a German page opens its page in German, whatever the browser says', async () => {
    const res = await client().request('POST', '/oidc/account/signup?ui_locales=de', {
      email: 'gus@corp.test',
    });
    expect(res.statusCode).toBe(200);
    const link = await linkMailedTo('gus@corp.test');
    const mail = smtp.received.filter((m) => m.to.includes('gus@corp.test')).at(-1)!;
    expect(mail.decoded).toContain('<html lang="de" dir="ltr">');
    expect(new URL(link).searchParams.get('ui_locales')).toBe('de');
    const page = await client().request('GET', link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de"');
    // The form keeps the language for the page after it.
    expect(page.body).toContain('/account/link?ui_locales=de"');
  });

  it('is closed (404) and not offered on the sign-in page without domains', async () => {
    const closed = await createTestApp({ demo: false });
    try {
      const c = oidcTestClient(closed.app, closed.config.publicUrl, closed.config.oidc.clientId);
      expect((await c.request('GET', '/oidc/account/signup')).statusCode).toBe(404);
      expect((await c.authorize()).body).not.toContain('Sign up');
    } finally {
      await closed.close();
    }
    expect((await client().authorize()).body).toContain('Sign up with your work email');
  });
});

describe('Forgot password? (self-service reset on the sign-in page)', () => {
  const NEW = 'a brand new memorable phrase';
  beforeAll(async () => {
    const hash = await hashPassword(PASSWORD);
    await t.db
      .insertInto('idp_users')
      .values([
        { username: 'gil@corp.test', email: 'gil@corp.test', password_hash: hash, email_verified: true },
        { username: 'hal@corp.test', email: 'hal@corp.test', password_hash: hash, disabled: true },
      ])
      .execute();
  });
  const forgot = (email: string) => client().request('POST', '/oidc/account/forgot', { email });
  /** The answer's text without the address it names. */
  const answer = (body: string, email: string) => body.replaceAll(email, '<email>');

  it('is linked from the sign-in page and asks for the email address', async () => {
    expect((await client().authorize()).body).toMatch(
      /<a href="\/oidc\/account\/forgot">Forgot password\?<\/a>/,
    );
    const page = await client().request('GET', '/oidc/account/forgot');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">Email</label>');
  });

  it('answers the same for a person, an unknown address and a disabled person; mails only the person', async () => {
    const before = smtp.received.length;
    const unknown = await forgot('nobody@corp.test');
    const disabled = await forgot('hal@corp.test');
    const known = await forgot('GIL@corp.test');
    for (const [res, email] of [
      [unknown, 'nobody@corp.test'],
      [disabled, 'hal@corp.test'],
      [known, 'GIL@corp.test'],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(answer(res.body, email)).toBe(answer(known.body, 'GIL@corp.test'));
    }
    expect(known.body).toContain('a link to choose a new password is on its way');
    const link = await linkMailedTo('gil@corp.test');
    // Only gil's mail came (the others started no send at all).
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['gil@corp.test']]);
    expect(smtp.received.at(-1)!.subject).toBe('Reset your developer portal password');

    // The link opens the set-password page; the new password replaces the old one; once only.
    const c = client();
    const page = await c.request('GET', link);
    expect(page.body).toContain('Choose a new password');
    const token = page.body.match(/name="token" value="([^"]+)"/)![1];
    expect((await c.request('POST', '/oidc/account/link', { token, password: NEW })).statusCode).toBe(200);
    expect((await signIn('gil@corp.test', PASSWORD)).status).toBe(401);
    expect((await signIn('gil@corp.test', NEW)).status).toBe(303);
    expect((await client().request('GET', link)).statusCode).toBe(410);
  });

  it("a person who chose French in the portal gets the mail and the link's page in French", async () => {
    const ida = await t.db
      .insertInto('idp_users')
      .values({
        username: 'ida@corp.test',
        email: 'ida@corp.test',
        password_hash: await hashPassword(PASSWORD),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The portal's own record of her, as her first sign-in made it: French chosen on My Profile.
    await t.db
      .insertInto('users')
      .values({
        iss: `${t.config.publicUrl}/oidc`,
        sub: `u${ida.id}`,
        username: 'ida@corp.test',
        language: 'fr',
        last_seen_at: new Date(),
      })
      .execute();
    expect((await forgot('ida@corp.test')).statusCode).toBe(200);
    const link = await linkMailedTo('ida@corp.test');
    const mail = smtp.received.filter((m) => m.to.includes('ida@corp.test')).at(-1)!;
    expect(mail.decoded).toContain('<html lang="fr" dir="ltr">');
    expect(new URL(link).searchParams.get('ui_locales')).toBe('fr');
    const page = await client().request('GET', link);
    expect(page.body).toContain('<html lang="fr"');
  });

  it('mails at most one link a minute per person, and a link expires', async () => {
    await t.db.deleteFrom('idp_tokens').where('purpose', '=', 'reset').execute();
    const before = smtp.received.length;
    await forgot('gil@corp.test');
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    const link = await linkMailedTo('gil@corp.test');
    const again = await forgot('gil@corp.test');
    expect(again.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before + 1);
    await t.db
      .updateTable('idp_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await client().request('GET', link);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired or was already used');
  });

  it('refuses a malformed address on the page', async () => {
    const res = await forgot('not an address');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a valid email address');
  });

  it('is rate-limited per client address', async () => {
    const limited = await createTestApp({
      demo: false,
      rateLimit: { ...t.config.rateLimit, signInFailuresPerAddress: 2 },
    });
    try {
      const c = oidcTestClient(limited.app, limited.config.publicUrl, limited.config.oidc.clientId);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await c.request('POST', '/oidc/account/forgot', { email: `x${i}@corp.test` })).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
