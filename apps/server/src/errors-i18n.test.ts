import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeItem } from './modules/catalog/details/test-factories.ts';
import { createTestApp, type TestApp } from './test/app.ts';

/**
 * Issue 31: problem details are answered in the user's language (their choice, else the request's
 * Accept-Language, else English); the code never changes and English stays as the code wrote it.
 */
describe('problem details in the user language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimit: {
        windowMs: 60_000,
        writesPerUser: 6,
        writesPerAddress: 1000,
        signInFailuresPerUsername: 0,
        signInFailuresPerAddress: 0,
      },
    });
    await makeItem(t.db, 'it-1');
  });
  afterAll(() => t.close());

  // A second provider: the tight write limit above would refuse paula's later writes.
  const petra = {
    username: 'petra',
    givenName: 'Petra',
    familyName: 'Provider',
    email: 'petra@example.com',
    roles: ['provider'],
  };
  const as = async (user: string | typeof petra, lang?: string) => ({
    ...(await t.authHeaders(user)),
    ...(lang ? { 'accept-language': lang } : {}),
  });

  it('validation 400: the frame and Ajv reason translated, the field path as sent', async () => {
    const bad = async (lang?: string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/web/my/store/preferences',
        headers: await as('alice', lang),
        payload: { colorScheme: 'dark', extra: 1 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('HTTP-400');
      return res.json().detail;
    };
    expect(await bad()).toBe('Invalid body.extra: is not an allowed field');
    expect(await bad('de-DE,de;q=0.9')).toBe('Ungültig: body.extra: ist kein erlaubtes Feld');
    expect(await bad('ar')).toBe('غير صالح: body.extra: ليس حقلًا مسموحًا به');
  });

  it('404 and 409 in German and Arabic, English unchanged', async () => {
    const missing = (lang?: string) =>
      t.app.inject({ url: '/api/nothing-here', headers: lang ? { 'accept-language': lang } : {} });
    expect((await missing()).json()).toEqual({ code: 'HTTP-404', detail: 'Not found.' });
    expect((await missing('de')).json()).toEqual({ code: 'HTTP-404', detail: 'Nicht gefunden.' });
    expect((await missing('ar')).json()).toEqual({ code: 'HTTP-404', detail: 'غير موجود.' });

    const create = async (lang?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/provider/taxonomies',
        headers: await as('paula', lang),
        payload: { id: 'tx', name: 'Tx' },
      });
    expect((await create()).statusCode).toBe(201);
    const again = await create();
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("A taxonomy 'tx' already exists.");
    const de = (await create('de')).json();
    expect(de).toEqual({ code: again.json().code, detail: "Eine Taxonomie 'tx' existiert bereits." });
    expect((await create('ar')).json().detail).toBe("التصنيف 'tx' موجود بالفعل.");
  });

  it('429 in German and Arabic with Retry-After unchanged', async () => {
    const favourite = async (lang?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/web/my/store/favourites/it-1/add',
        headers: await as('bob', lang),
      });
    for (let i = 0; i < 6; i++) expect((await favourite()).statusCode).toBeLessThan(300);
    const en = await favourite();
    expect(en.statusCode).toBe(429);
    expect(en.json().detail).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
    const de = await favourite('de');
    expect(de.json().code).toBe('HTTP-429');
    expect(de.json().detail).toMatch(/^Zu viele Anfragen\. Versuchen Sie es in \d+ Sekunden? erneut\.$/);
    expect(de.headers['retry-after']).toMatch(/^\d+$/);
    expect((await favourite('ar')).json().detail).toMatch(/^طلبات كثيرة جدًا\. حاول مرة أخرى بعد/);
  });

  it('texts that once were English only: German and Arabic, English as the code wrote it', async () => {
    const missingTaxonomy = async (lang?: string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/provider/taxonomies/nope',
        headers: await as(petra, lang),
        payload: { name: 'Nope' },
      });
      expect(res.statusCode).toBe(404);
      return res.json().detail;
    };
    expect(await missingTaxonomy()).toBe("No taxonomy 'nope'.");
    expect(await missingTaxonomy('de-CH, de;q=0.9')).toBe("Keine Taxonomie 'nope'.");
    expect(await missingTaxonomy('ar')).toBe("لا يوجد تصنيف 'nope'.");

    // A reason of its own translated inside the field frame, the field path as sent.
    const badUrl = async (lang?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/provider/imports/url',
        headers: await as({ ...petra, username: 'pia', email: 'pia@example.com' }, lang),
        payload: { url: 'not a url' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('HTTP-400');
      return res.json().detail;
    };
    expect(await badUrl('en-GB')).toBe('Invalid body.url: not a URL');
    expect(await badUrl('de')).toBe('Ungültig: body.url: keine URL');
    expect(await badUrl('ar')).toBe('غير صالح: body.url: ليس عنوان URL');

    const noStream = async (lang?: string) => {
      const res = await t.app.inject({
        url: '/api/web/events',
        headers: { ...(await as('bob', lang)), accept: 'application/json' },
      });
      expect(res.statusCode).toBe(406);
      return res.json().detail;
    };
    expect(await noStream()).toBe('This endpoint streams events: send Accept: text/event-stream.');
    expect(await noStream('de')).toBe(
      'Dieser Endpunkt streamt Ereignisse: Senden Sie Accept: text/event-stream.',
    );
    expect(await noStream('ar')).toBe('تبث نقطة النهاية هذه الأحداث: أرسل Accept: text/event-stream.');
  });

  it("follows the user's chosen language over the browser's", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/preferences',
      headers: await as('alice'),
      payload: { language: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/preferences',
      headers: await as('alice', 'de'),
      payload: { extra: true },
    });
    expect(res.json().detail).toBe('غير صالح: body.extra: ليس حقلًا مسموحًا به');
  });
});
