import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedSettings } from './service.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests change arbitrary parts of the JSON documents
type Doc = any;

/** Issue 31 part 3: providers give the landing texts, menu labels and template labels per language. */
describe("providers' words by language", () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let paula: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedSettings(t.db, t.config.storefrontConfigFile);
    [alice, paula] = await Promise.all([t.authHeaders('alice'), t.authHeaders('paula')]);
  });
  afterAll(() => t.close());

  const put = (url: string, payload: object, headers = paula) =>
    t.app.inject({ method: 'PUT', url, headers, payload });
  const get = (url: string) => t.app.inject({ url, headers: alice });

  describe('landing texts (branding)', () => {
    it('stores translations beside the default texts and serves them all to consumers', async () => {
      const res = await put('/api/provider/branding', {
        landingTitle: 'Welcome',
        landingMessage: 'Line one\nline two',
        landingTitleTranslations: { de: 'Willkommen', ar: 'مرحبا' },
        landingMessageTranslations: { de: 'Zeile eins\nZeile zwei' },
      });
      expect(res.statusCode).toBe(200);
      const branding = (await get('/api/web/config/branding')).json();
      expect(branding).toMatchObject({
        landingTitle: 'Welcome',
        landingTitleTranslations: { de: 'Willkommen', ar: 'مرحبا' },
        landingMessageTranslations: { de: 'Zeile eins\nZeile zwei' },
      });
    });

    it('refuses unknown languages, blank texts and control characters, and keeps what was stored', async () => {
      const before = (await get('/api/web/config/branding')).json();
      const unknown = await put('/api/provider/branding', { landingTitleTranslations: { xx: 'Hi' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        code: 'HTTP-400',
        detail: 'Invalid body.landingTitleTranslations.xx: is not an allowed field',
      });
      const blank = await put('/api/provider/branding', {
        landingTitleTranslations: { de: '  ' },
        landingMessageTranslations: { fr: 'ok\u0007' },
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().detail).toBe(
        'Invalid branding: landingTitleTranslations.de: must not be blank (leave the language out to show the default); landingMessageTranslations.fr: must not contain control characters',
      );
      const titleBreak = await put('/api/provider/branding', { landingTitleTranslations: { de: 'a\nb' } });
      expect(titleBreak.json().detail).toBe(
        'Invalid branding: landingTitleTranslations.de: must not contain control characters',
      );
      const tooLong = await put('/api/provider/branding', {
        landingTitleTranslations: { de: 'x'.repeat(201) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().detail).toMatch(/^Invalid body\.landingTitleTranslations\.de:/);
      const notText = await put('/api/provider/branding', { landingTitleTranslations: ['Willkommen'] });
      expect(notText.statusCode).toBe(400);
      expect((await get('/api/web/config/branding')).json()).toEqual(before);
    });

    it('keeps translations to providers', async () => {
      const res = await put('/api/provider/branding', { landingTitleTranslations: { de: 'Hallo' } }, alice);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('details menu labels (configuration)', () => {
    const stored = async () => {
      const { search: _s, ticketing: _t, ...rest } = (await get('/api/web/config')).json();
      return rest as Doc;
    };

    it('stores a label per language, also without a default label of the provider', async () => {
      const next = await stored();
      next.portalUIConfig.detailsMenu.about = { label: 'Overview', labelTranslations: { de: 'Überblick' } };
      next.portalUIConfig.detailsMenu.pricing = { labelTranslations: { ja: '料金', es: 'Precios' } };
      const res = await put('/api/provider/config', next);
      expect(res.statusCode).toBe(200);
      const menu = (await get('/api/web/config')).json().portalUIConfig.detailsMenu;
      expect(menu.about).toEqual({ label: 'Overview', labelTranslations: { de: 'Überblick' } });
      expect(menu.pricing.labelTranslations).toEqual({ ja: '料金', es: 'Precios' });
    });

    it('refuses unknown languages and blank labels naming the entry, and keeps the stored one', async () => {
      const before = await stored();
      const unknown = structuredClone(before);
      unknown.portalUIConfig.detailsMenu.about.labelTranslations = { de: 'Über', pt: 'Sobre' };
      const res = await put('/api/provider/config', unknown);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'Invalid body.portalUIConfig.detailsMenu.about.labelTranslations.pt: is not an allowed field',
      );
      const blank = structuredClone(before);
      blank.portalUIConfig.detailsMenu.methods = { labelTranslations: { fr: '' } };
      blank.portalUIConfig.detailsMenu.about.labelTranslations = { de: 'Über\u0000' };
      const res2 = await put('/api/provider/config', blank);
      expect(res2.statusCode).toBe(400);
      expect(res2.json().detail).toBe(
        'Invalid configuration: portalUIConfig.detailsMenu.about.labelTranslations.de: must not contain control characters; portalUIConfig.detailsMenu.methods.labelTranslations.fr: must not be blank (leave the language out to show the default)',
      );
      expect(await stored()).toEqual(before);
    });
  });

  describe('access-request template labels', () => {
    const template = async () => (await get('/api/web/asks/template/default')).json() as Doc;

    it('stores item and option labels per language and serves them to consumers', async () => {
      const original = await template();
      const next = structuredClone(original);
      const market = next.items.findIndex((i: Doc) => i.id === 'market');
      next.items[market].labelTranslations = { de: 'Markt', fr: 'Marché' };
      next.items[market].options[0].labelTranslations = { de: 'Erste Option' };
      const heading = next.items.findIndex((i: Doc) => i.type === 'subheading');
      next.items[heading].labelTranslations = { ja: '見出し' };
      const res = await put('/api/provider/asks/templates/default', next);
      expect(res.statusCode).toBe(200);
      const served = await template();
      expect(served.items[market].labelTranslations).toEqual({ de: 'Markt', fr: 'Marché' });
      expect(served.items[market].options[0].labelTranslations).toEqual({ de: 'Erste Option' });
      expect(served.items[heading].labelTranslations).toEqual({ ja: '見出し' });
      expect((await put('/api/provider/asks/templates/default', original)).statusCode).toBe(200);
    });

    it('refuses unknown languages, blank labels and labels on layout markers, keeping the stored one', async () => {
      const before = await template();
      const unknown = structuredClone(before);
      unknown.items[1].labelTranslations = { klingon: 'x' };
      const res = await put('/api/provider/asks/templates/default', unknown);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'Invalid body.items.1.labelTranslations.klingon: is not an allowed field',
      );
      const bad = structuredClone(before);
      const market = bad.items.findIndex((i: Doc) => i.id === 'market');
      bad.items[market].labelTranslations = { de: ' ' };
      bad.items[market].options[1].labelTranslations = { es: '\t' };
      const row = bad.items.findIndex((i: Doc) => i.type === 'start-row');
      bad.items[row].labelTranslations = { de: 'Zeile' };
      const res2 = await put('/api/provider/asks/templates/default', bad);
      expect(res2.statusCode).toBe(400);
      const detail = res2.json().detail as string;
      expect(detail).toContain(
        `items[${market}] (market) labelTranslations.de: must not be blank (leave the language out to show the default)`,
      );
      expect(detail).toContain(
        `items[${market}] (market) options[1].labelTranslations.es: must not be blank`,
      );
      expect(detail).toContain(`items[${row}]: a layout marker has no label`);
      expect(await template()).toEqual(before);
    });
  });
});
