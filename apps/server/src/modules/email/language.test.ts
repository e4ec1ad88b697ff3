import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { renderEmail } from './templates.ts';
import type { MailTransport, OutgoingEmail } from './transport.ts';
import { EmailWorker } from './worker.ts';

/** Issue 31: each notification email is written in its recipient's chosen language. */
describe('emails in the recipient language', () => {
  let t: TestApp;
  const sent: OutgoingEmail[] = [];
  const capture: MailTransport = {
    delivered: 'sent',
    async send(mail, hooks) {
      await hooks?.handover();
      sent.push(mail);
    },
    close() {},
  };

  beforeAll(async () => {
    t = await createTestApp();
    await makeItem(t.db, 'api-1', { name: 'Payments API' });
    for (const user of ['alice', 'bob', 'paula'])
      await t.app.inject({ url: '/api/web/news/latest', headers: await t.authHeaders(user) });
    // Alice picks German on My Profile; Bob keeps the browser's language (null); Paula (a provider who watches too) has a
    // language the server has no texts for.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/preferences',
      headers: await t.authHeaders('alice'),
      payload: { language: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    for (const [user, email] of [
      ['alice', 'alice@mail.test'],
      ['bob', 'bob@mail.test'],
      ['paula', 'paula@mail.test'],
    ]) {
      const id = await userIdOf(t.db, user!);
      await t.db.updateTable('users').set({ notification_email: email! }).where('id', '=', id).execute();
      await t.db.insertInto('user_watches').values({ user_id: id, item_id: 'api-1' }).execute();
    }
    await t.db
      .updateTable('users')
      .set({ language: 'pt' })
      .where('id', '=', await userIdOf(t.db, 'paula'))
      .execute();
  });
  afterAll(() => t.close());

  it("sends a German user's provider-update email in German, the others in English", async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/provider/items/api-1/notices',
      headers: await t.authHeaders('paula'),
      payload: { message: 'Version 2 ist live.' },
    });
    expect(posted.statusCode).toBe(201);
    const worker = new EmailWorker({
      db: t.db,
      transport: capture,
      email: t.config.email,
      publicUrl: t.config.publicUrl,
    });
    expect(await worker.runOnce()).toEqual({ delivered: 3, failed: 0, uncertain: 0 });
    const to = (address: string) => sent.find((m) => m.to === address)!;

    const german = to('alice@mail.test');
    expect(german.subject).toBe('Storefront: Anbieter-Update zu Payments API');
    expect(german.text).toContain(
      'Der Anbieter von Payments API, der API, der Sie folgen, hat ein Update veröffentlicht:',
    );
    expect(german.text).toContain('Version 2 ist live.');
    expect(german.text).toContain('Anbieter-Updates ansehen: http://localhost:8080/store/catalog/details/');
    expect(german.text).toContain('Abmelden: ');
    expect(german.html).toContain('<html lang="de" dir="ltr">');
    expect(german.html).not.toContain('provider update');

    for (const address of ['bob@mail.test', 'paula@mail.test']) {
      const english = to(address);
      expect(english.subject).toBe('Storefront: provider update on Payments API');
      expect(english.text).toContain('Unsubscribe: ');
      expect(english.html).toContain('<html lang="en" dir="ltr">');
    }

    // The outbox keeps the language, so the providers' preview shows what the recipient read.
    const outbox = await t.app.inject({
      url: '/api/provider/email/outbox',
      headers: await t.authHeaders('paula'),
    });
    const subjects = outbox.json().messages.map((m: { subject: string }) => m.subject);
    expect(subjects).toContain('Storefront: Anbieter-Update zu Payments API');
  });

  it("writes to a user who follows the browser in the browser's language, recorded on startup", async () => {
    const bob = await userIdOf(t.db, 'bob');
    const browser = async () =>
      (
        await t.db
          .selectFrom('users')
          .select('browser_language')
          .where('id', '=', bob)
          .executeTakeFirstOrThrow()
      ).browser_language;
    const startup = async (acceptLanguage?: string) => {
      const res = await t.app.inject({
        url: '/api/web/my/stuff',
        headers: {
          ...(await t.authHeaders('bob')),
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      });
      expect(res.statusCode).toBe(200);
      // Bob still follows the browser: the startup answer's language stays null.
      expect(res.json().language).toBeNull();
    };
    await startup('fr-CA,fr;q=0.9,en;q=0.5');
    expect(await browser()).toBe('fr');
    // No header, or none we have texts in, keeps what was recorded.
    await startup();
    await startup('pt-BR');
    expect(await browser()).toBe('fr');

    // Alice's own choice (German) wins over a browser language recorded for her.
    const alice = await userIdOf(t.db, 'alice');
    await t.db.updateTable('users').set({ browser_language: 'es' }).where('id', '=', alice).execute();
    sent.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/provider/items/api-1/notices',
      headers: await t.authHeaders('paula'),
      payload: { message: 'v3' },
    });
    await new EmailWorker({
      db: t.db,
      transport: capture,
      email: t.config.email,
      publicUrl: t.config.publicUrl,
    }).runOnce();
    const french = sent.find((m) => m.to === 'bob@mail.test')!;
    expect(french.subject).toBe('Storefront : actualité du fournisseur sur Payments API');
    expect(french.html).toContain('<html lang="fr" dir="ltr">');
    expect(sent.find((m) => m.to === 'alice@mail.test')!.subject).toBe(
      'Storefront: Anbieter-Update zu Payments API',
    );
    await t.db.updateTable('users').set({ browser_language: null }).where('id', 'in', [bob, alice]).execute();
  });

  it('writes access decisions and statuses with the words of the language, right to left in Arabic', () => {
    const ctx = { brandName: 'Acme', publicUrl: 'https://p.test', unsubscribeUrl: 'https://p.test/u' };
    const de = renderEmail('access-decision', { itemName: 'X', decision: 'APPROVED', language: 'de' }, ctx);
    expect(de.subject).toBe('Acme: Ihre Zugriffsanfrage für X wurde genehmigt');
    const status = renderEmail(
      'access-status',
      { itemName: 'X', status: 'revoked', keyHint: '…ab12', language: 'fr' },
      ctx,
    );
    expect(status.text).toContain("L'accès de votre clé …ab12 à X est désormais révoqué.");
    const ar = renderEmail('reply', { itemName: 'X', message: 'مرحبا', language: 'ar' }, ctx);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.subject).toBe('Acme: رد جديد بشأن X');
    // An unknown decision word is shown as sent, in the language's sentence.
    const ja = renderEmail('access-decision', { itemName: 'X', decision: 'Escalated', language: 'ja' }, ctx);
    expect(ja.text).toContain('X へのアクセス申請はescalatedされました。');
  });
});
