import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentPowers } from '../modules/mcp/index.ts';
import { createSetupLink } from '../modules/people/service.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { oidcTestClient } from '../test/oidc-test-client.ts';
import { localizePower } from './embedded/page-texts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signupDomains: ['corp.test'] });
});
afterAll(() => t.close());

const client = (acceptLanguage?: string) =>
  oidcTestClient(
    t.app,
    t.config.publicUrl,
    t.config.oidc.clientId,
    acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  );

const root = (html: string) => html.match(/<html[^>]*>/)?.[0];
const loginAction = (html: string) => String(html.match(/action="([^"]+\/login)"/)?.[1]);

async function setBrandName(brandName: string | null) {
  if (brandName === null) {
    await t.db.deleteFrom('settings').where('key', '=', 'branding').execute();
    return;
  }
  const value = JSON.stringify({ brandName });
  await t.db
    .insertInto('settings')
    .values({ key: 'branding', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Issue 31: the embedded identity provider's pages in the reader's language. */
describe('sign-in pages in the reader language', () => {
  it("follows a German browser's Accept-Language; the brand name stays escaped", async () => {
    await setBrandName('Acme <Portal>');
    try {
      const c = client('de-DE,de;q=0.9,en;q=0.8');
      const page = await c.authorize();
      expect(page.statusCode).toBe(200);
      expect(root(page.body)).toBe('<html lang="de" dir="ltr">');
      expect(page.body).toContain('<title>Anmelden · Acme &lt;Portal&gt;</title>');
      expect(page.body).toContain('<h1>Bei Acme &lt;Portal&gt; anmelden</h1>');
      expect(page.body).toContain('<label for="username">Benutzername oder E-Mail</label>');
      expect(page.body).toContain('<label for="password">Passwort</label>');
      expect(page.body).toContain('<button type="submit">Anmelden</button>');
      expect(page.body).toContain('<h2 id="demo-heading">Dies ist eine Demo</h2>');
      expect(page.body).toContain('Passwort für jedes Konto: <code>storefront</code>');
      expect(page.body).not.toContain('Username or email');

      // A refused sign-in answers in German too, with the typed name escaped.
      const wrong = await c.request('POST', loginAction(page.body), {
        username: 'al"<ice>',
        password: 'nope',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('role="alert">Benutzername oder Passwort ist falsch.</p>');
      expect(wrong.body).toContain('value="al&quot;&lt;ice&gt;"');

      const ok = await c.follow(
        await c.request('POST', loginAction(page.body), { username: 'alice', password: 'storefront' }),
      );
      expect(String(ok.headers.location)).toContain('code=');
    } finally {
      await setBrandName(null);
    }
  });

  it('reads right to left in Arabic, with Arabic labels and escaped values', async () => {
    const c = client('ar');
    const page = await c.authorize({ login_hint: '<script>x</script>' });
    expect(root(page.body)).toBe('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<label for="username">اسم المستخدم أو البريد الإلكتروني</label>');
    expect(page.body).toContain('<button type="submit">تسجيل الدخول</button>');
    expect(page.body).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(page.body).not.toContain('<script>x');
    // The list of demo accounts indents on the start side, which is the right in Arabic.
    expect(page.body).toContain('ul{padding-inline-start:1.25rem');
  });

  it('lets ui_locales win over Accept-Language, and carries it on to the account pages', async () => {
    const c = client('de');
    const page = await c.authorize({ ui_locales: 'fr-CA ja' });
    expect(root(page.body)).toBe('<html lang="fr" dir="ltr">');
    expect(page.body).toContain('<label for="password">Mot de passe</label>');
    expect(page.body).toContain('<a href="/oidc/account/forgot?ui_locales=fr">Mot de passe oublié ?</a>');
    expect(page.body).toContain(
      'Pas encore de compte ? <a href="/oidc/account/signup?ui_locales=fr">Inscrivez-vous avec votre e-mail professionnel</a>',
    );

    const forgot = await c.request('GET', '/oidc/account/forgot?ui_locales=fr');
    expect(root(forgot.body)).toBe('<html lang="fr" dir="ltr">');
    expect(forgot.body).toContain('action="/oidc/account/forgot?ui_locales=fr"');
    const refused = await c.request('POST', '/oidc/account/forgot?ui_locales=fr', {
      email: 'not an address',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Saisissez une adresse e-mail valide, comme name@example.com.');
    const sent = await c.request('POST', '/oidc/account/forgot?ui_locales=fr', { email: 'nobody@corp.test' });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(
      'Si <strong>nobody@corp.test</strong> correspond à un compte ici, un lien pour choisir un nouveau mot de passe est en route vers cette adresse. Le lien fonctionne une seule fois, pendant 1 heure.',
    );
  });

  it('falls back to English for a language it has no texts in, and takes the first it has', async () => {
    const unknown = await client('xx-YY, tlh;q=0.5').authorize({ ui_locales: 'zz' });
    expect(root(unknown.body)).toBe('<html lang="en" dir="ltr">');
    expect(unknown.body).toContain('<label for="username">Username or email</label>');
    expect(unknown.body).toContain('<a href="/oidc/account/forgot">Forgot password?</a>');

    const none = await client().authorize();
    expect(root(none.body)).toBe('<html lang="en" dir="ltr">');
    expect(none.body).toContain('<h2 id="demo-heading">This is a demo</h2>');

    const second = await client('en').authorize({ ui_locales: 'zz es-MX' });
    expect(root(second.body)).toBe('<html lang="es" dir="ltr">');
    expect(second.body).toContain('<button type="submit">Iniciar sesión</button>');
  });

  it("writes the provider's own pages (errors, sign-out) in the language too", async () => {
    const error = await client('ja').request(
      'GET',
      '/oidc/auth?client_id=unknown&response_type=code&scope=openid',
    );
    expect(error.statusCode).toBe(400);
    expect(root(error.body)).toBe('<html lang="ja" dir="ltr">');
    expect(error.body).toContain('<h1>問題が発生しました</h1>');
    expect(error.body).toContain('エラーコード: <code>invalid_client</code>');
    // The protocol error itself in Japanese; oidc-provider's English below it, marked as English.
    expect(error.body).toContain(
      '<p role="alert">サインインを求めているアプリケーションはここでは登録されていません。</p>',
    );
    expect(error.body).toMatch(/<p class="muted" lang="en" dir="ltr">client is invalid<\/p>/);
    const english = await client('en').request(
      'GET',
      '/oidc/auth?client_id=unknown&response_type=code&scope=openid',
    );
    expect(english.body).toContain('<p role="alert">client is invalid</p>');
    expect(english.body).not.toContain('lang="en" dir="ltr">client');
    // A redirect address the client never registered, in German.
    const odd = await client('de').request(
      'GET',
      '/oidc/auth?client_id=storefront-web&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F',
    );
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain('<html lang="de" dir="ltr">');
    expect(odd.body).toContain(
      '<p role="alert">Die Anwendung wollte zu einer Adresse zurückkehren, die nicht erlaubt ist.</p>',
    );
    expect(odd.body).toContain('Fehlercode: <code>invalid_redirect_uri</code>');

    const stale = await client('ar').request('GET', '/oidc/interaction/not-a-real-one');
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain('انتهت صلاحية رابط تسجيل الدخول هذا. يُرجى البدء من جديد.');

    const c = client('de');
    await c.follow(
      await c.request('POST', loginAction((await c.authorize()).body), {
        username: 'bob',
        password: 'storefront',
      }),
    );
    const logout = await c.request('GET', '/oidc/session/end?client_id=storefront-web&ui_locales=es');
    expect(logout.statusCode).toBe(200);
    expect(root(logout.body)).toBe('<html lang="es" dir="ltr">');
    expect(logout.body).toContain('<p>¿Quiere cerrar la sesión?</p>');
    expect(logout.body).toContain('<button type="submit">Cerrar sesión</button>');
    const german = await c.request('GET', '/oidc/session/end?client_id=storefront-web');
    expect(german.body).toContain('<button type="submit">Abmelden</button>');
  });

  it('answers the account pages and their refusals in the language', async () => {
    const signup = await client('ar').request('GET', '/oidc/account/signup');
    expect(root(signup.body)).toBe('<html lang="ar" dir="rtl">');
    expect(signup.body).toContain('<label for="email">بريد العمل الإلكتروني</label>');
    const elsewhere = await client('de').request('POST', '/oidc/account/signup', {
      email: 'eve@elsewhere.test',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body).toContain(
      'Die Registrierung ist nur für Adressen unter corp.test offen. Bitten Sie einen Administrator um eine Einladung.',
    );

    const link = String(await createSetupLink(t.db, t.config.publicUrl));
    const c = client('de-AT');
    const page = await c.request('GET', link);
    expect(page.statusCode).toBe(200);
    expect(root(page.body)).toBe('<html lang="de" dir="ltr">');
    expect(page.body).toContain('<h1>Ersten Administrator anlegen</h1>');
    expect(page.body).toContain('<label for="password">Neues Passwort</label>');
    const token = String(page.body.match(/name="token" value="([^"]+)"/)?.[1]);
    const short = await c.request('POST', '/oidc/account/link', {
      token,
      email: 'admin@corp.test',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('role="alert">Verwenden Sie mindestens 12 Zeichen.</p>');
    const common = await c.request('POST', '/oidc/account/link', {
      token,
      email: 'admin@corp.test',
      password: 'qwerty123456',
    });
    expect(common.body).toContain('Dieses Passwort ist zu verbreitet');

    const gone = await client('ja').request('GET', '/oidc/account/link?token=nope');
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<h1>リンクの有効期限切れ</h1>');
  });

  it('translates every power the consent screen lists for an agent', async () => {
    const config = JSON.stringify({ agents: { writeTools: true } });
    await t.db
      .insertInto('settings')
      .values({ key: 'config', value: config })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: config }))
      .execute();
    const powers = await agentPowers(t.db, true);
    expect(powers).toHaveLength(5);
    for (const lang of ['de', 'fr', 'es', 'ja', 'ar'] as const)
      for (const power of powers) expect(localizePower(power, lang)).not.toBe(power);
    for (const power of powers) expect(localizePower(power, 'en')).toBe(power);
  });

  it('publishes the languages of its pages in discovery', async () => {
    const doc = (await client().request('GET', '/oidc/.well-known/openid-configuration')).json();
    expect(doc.ui_locales_supported).toEqual(['en', 'de', 'fr', 'es', 'ja', 'ar']);
    expect(doc.claim_types_supported).toEqual(['normal']);
  });
});
