import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedSettings } from './service.ts';

/**
 * PUT /api/provider/branding changes only the fields it names (issue 31): an API call with some
 * fields, or a save from the workspace, never loses stored branding such as the landing texts'
 * translations; a field sent as null is cleared.
 */
describe('branding updates', () => {
  let t: TestApp;
  let paula: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSettings(t.db, t.config.storefrontConfigFile);
    paula = await t.authHeaders('paula');
  });
  afterAll(() => t.close());

  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/provider/branding', headers: paula, payload });
  const stored = async () =>
    (await t.app.inject({ url: '/api/web/config/branding', headers: await t.authHeaders('alice') })).json();

  const full = {
    primaryColor: '#8a1538',
    primaryBtnHoverColor: '#6e112d',
    primaryBtnTextColor: '#ffffff',
    supportingColorA: '#0e9f6e',
    borderRadius: 10,
    brandName: 'Acme APIs',
    landingTitle: 'Welcome',
    landingMessage: 'Line one\nline two',
    landingTitleTranslations: { de: 'Willkommen', ja: 'ようこそ' },
    landingMessageTranslations: { de: 'Zeile eins\nZeile zwei' },
  };

  it('keeps every stored field a call without a primary colour does not name', async () => {
    expect((await put(full)).statusCode).toBe(200);
    const before = await stored();
    // The seed's supporting colours B and C, which `full` does not name, are kept too.
    expect(before).toEqual({ ...full, supportingColorB: '#c27803', supportingColorC: '#e02424' });
    const res = await put({ landingTitle: 'Hello' });
    expect(res.statusCode).toBe(200);
    // The answer is the whole stored branding, as a GET gives it.
    expect(res.json()).toEqual({ ...before, landingTitle: 'Hello' });
    expect(await stored()).toEqual({ ...before, landingTitle: 'Hello' });

    expect((await put({ landingMessageTranslations: { fr: 'Bonjour' } })).statusCode).toBe(200);
    expect(await stored()).toEqual({
      ...before,
      landingTitle: 'Hello',
      // A translations map is one field: the one sent replaces the stored one.
      landingMessageTranslations: { fr: 'Bonjour' },
    });
  });

  it('round-trips what the workspace sends: the stored branding with its edits, cleared fields as null', async () => {
    expect((await put(full)).statusCode).toBe(200);
    const before = await stored();
    // The editor sends the stored document back with the fields the provider changed or cleared.
    const res = await put({ ...before, brandName: null, landingTitleTranslations: null, borderRadius: null });
    expect(res.statusCode).toBe(200);
    const { brandName: _b, landingTitleTranslations: _t, borderRadius: _r, ...kept } = before;
    // A cleared field is gone: the defaults fill brand name and radius again.
    expect(await stored()).toEqual({ ...kept, brandName: 'Storefront', borderRadius: 6 });
    // Sending the same again changes nothing.
    expect((await put(await stored())).statusCode).toBe(200);
    expect(await stored()).toEqual({ ...kept, brandName: 'Storefront', borderRadius: 6 });
  });

  it('clears a colour sent as null and keeps the others', async () => {
    expect((await put(full)).statusCode).toBe(200);
    const before = await stored();
    expect((await put({ primaryBtnHoverColor: null, supportingColorA: null })).statusCode).toBe(200);
    const { primaryBtnHoverColor: _h, supportingColorA: _a, ...kept } = before;
    expect(await stored()).toEqual(kept);
  });

  it('refuses a bad field, null where a field is refused, or an unknown one, and stores nothing', async () => {
    expect((await put(full)).statusCode).toBe(200);
    const before = await stored();
    const cases: [object, RegExp][] = [
      [{ landingTitle: 'Hi', primaryColor: 'red' }, /^Invalid body\.primaryColor:/],
      [{ landingTitle: 'Hi', borderRadius: 49 }, /^Invalid body\.borderRadius:/],
      [{ landingTitle: 'Hi', brandName: '' }, /^Invalid body\.brandName:/],
      [{ landingTitle: 'Hi', evil: null }, /^Invalid body\.evil:/],
      [{ landingTitle: 'Hi', landingTitleTranslations: { de: ' ' } }, /landingTitleTranslations\.de/],
      [{ landingTitle: 'Hi', landingTitleTranslations: { de: null } }, /landingTitleTranslations\.de/],
    ];
    for (const [payload, detail] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps a null from ever reaching the stored document or consumers', async () => {
    expect((await put({ ...full, landingMessage: null, primaryBtnTextColor: null })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'branding')
      .executeTakeFirst();
    expect(Object.values(row?.value as object)).not.toContain(null);
    const got = await stored();
    expect(got.landingMessage).toBe('Discover, try and get access to our APIs.');
    expect(got).not.toHaveProperty('primaryBtnTextColor');
  });
});
