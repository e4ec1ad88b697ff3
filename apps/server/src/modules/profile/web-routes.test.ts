import { PROFILE_TEXTS } from '@storefront/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { putSetting } from '../config/repository.ts';
import { getCustomerConfig, SETTINGS_KEY } from '../config/service.ts';

describe('profile: PUT my/store/collabLabel and collabEmail', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  const label = (body: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/collabLabel',
      headers: { ...alice, 'content-type': 'text/plain' },
      payload: body,
    });
  const email = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/collabEmail',
      headers: { ...alice, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const store = async () => (await t.app.inject({ url: '/api/web/my/store', headers: alice })).json();

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.authHeaders('alice');
  });
  afterAll(() => t.close());

  it('sets the display name trimmed, shown in the store', async () => {
    const res = await label('  Alice A.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ collabLabel: 'Alice A.', collabEmail: null, collabEmailPending: null });
    expect((await store()).collabLabel).toBe('Alice A.');
    expect((await label('x'.repeat(100))).statusCode).toBe(200);
  });

  it.each([
    ['', PROFILE_TEXTS.displayNameRequired],
    ['   ', PROFILE_TEXTS.displayNameRequired],
    ['x'.repeat(101), PROFILE_TEXTS.displayNameTooLong],
    ['Bad\u0007name', PROFILE_TEXTS.displayNameControl],
    ['Two\nlines', PROFILE_TEXTS.displayNameControl],
  ])('rejects the display name %j', async (body, detail) => {
    const res = await label(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'HTTP-400', detail });
  });

  it('sets, trims and clears the notification email (null or empty opts out)', async () => {
    expect((await email(' alice@example.com ')).json()).toMatchObject({ collabEmail: 'alice@example.com' });
    expect((await store()).collabEmail).toBe('alice@example.com');
    expect((await email(null)).json().collabEmail).toBeNull();
    await email('alice@example.com');
    expect((await email('')).json().collabEmail).toBeNull();
  });

  it.each([['not-an-email'], ['a@b'], ['two@at@x.com'], [`${'x'.repeat(250)}@example.com`]])(
    'rejects the email %j with the administrator text',
    async (value) => {
      const res = await email(value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'HTTP-400', detail: PROFILE_TEXTS.emailMismatch });
    },
  );

  it("matches the administrator's first email pattern", async () => {
    const settings = await getCustomerConfig(t.db, t.config);
    const { search: _s, ticketing: _t, ...stored } = settings;
    await putSetting(t.db, SETTINGS_KEY, { ...stored, emailPatterns: ['@corp\\.test$', '.*'] });
    expect((await email('alice@example.com')).json().detail).toBe(PROFILE_TEXTS.emailMismatch);
    expect((await email('alice@corp.test')).statusCode).toBe(200);
  });

  it("lets the administrator's pattern allow a domain without a dot (an intranet's mail host)", async () => {
    const settings = await getCustomerConfig(t.db, t.config);
    const { search: _s, ticketing: _t, ...stored } = settings;
    await putSetting(t.db, SETTINGS_KEY, { ...stored, emailPatterns: ['^[a-z]+@mailhost$'] });
    // Pending until its mailed link is followed (notification-email.test.ts).
    expect((await email('alice@mailhost')).json()).toMatchObject({ collabEmailPending: 'alice@mailhost' });
    // The pattern still judges, and the basic shape (one @, no spaces) still holds.
    expect((await email('alice@other')).json().detail).toBe(PROFILE_TEXTS.emailMismatch);
    expect((await email('a b@mailhost')).json().detail).toBe(PROFILE_TEXTS.emailMismatch);
    await putSetting(t.db, SETTINGS_KEY, stored);
  });

  it('rejects a body of the wrong type', async () => {
    expect((await email(42)).statusCode).toBe(400);
    expect((await email({ email: 'a@b.c' })).statusCode).toBe(400);
  });
  describe('PUT my/store/preferences (issue 31)', () => {
    const prefs = (body: unknown, who = alice) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/web/my/store/preferences',
        headers: { ...who, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const whoAmI = async (who = alice) =>
      (await t.app.inject({ url: '/api/web/my/stuff', headers: who })).json();

    it('starts at the system scheme and the browser language', async () => {
      const bob = await t.authHeaders('bob');
      expect(await whoAmI(bob)).toMatchObject({ colorScheme: 'auto', language: null });
    });

    it('keeps the scheme and the language per user, each settable alone', async () => {
      expect((await prefs({ colorScheme: 'dark' })).json()).toEqual({ colorScheme: 'dark', language: null });
      expect((await prefs({ language: 'de' })).json()).toEqual({ colorScheme: 'dark', language: 'de' });
      expect(await whoAmI()).toMatchObject({ colorScheme: 'dark', language: 'de' });
      // Another user's start is untouched.
      expect(await whoAmI(await t.authHeaders('bob'))).toMatchObject({ colorScheme: 'auto', language: null });
      // null goes back to following the browser.
      expect((await prefs({ language: null, colorScheme: 'light' })).json()).toEqual({
        colorScheme: 'light',
        language: null,
      });
    });

    it.each([
      [{ colorScheme: 'purple' }],
      [{ language: 'xx' }],
      [{ language: 'de', extra: 1 }],
      [{}],
      ['dark'],
    ])('refuses %j and keeps what was stored', async (body) => {
      await prefs({ colorScheme: 'dark', language: 'ja' });
      const res = await prefs(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('HTTP-400');
      expect(await whoAmI()).toMatchObject({ colorScheme: 'dark', language: 'ja' });
    });
  });
});
