import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_LANGUAGES } from '../../lib/i18n/language.ts';
import { passwordProblem } from '../../modules/people/password.ts';
import { tooManyRequestsText } from '../../rate-limit.ts';
import { localizePageError, PAGE_TEXTS, pageLanguage } from './page-texts.ts';
import { consentPage, errorPage, forgotPage, signInPage } from './pages.ts';
import { DEFAULT_PAGE_BRANDING } from './settings.ts';

const OTHERS = SERVER_LANGUAGES.filter((l) => l !== 'en');

/** Every text of a catalogue, functions called with sample values, by its path. */
function flatten(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (typeof value === 'function') return { [path]: String(value('X', 2)) };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      Object.entries(flatten(v, path ? `${path}.${k}` : k)),
    ),
  );
}

// The same word in German as in English.
const SAME_IN = { de: ['optional'] } as Partial<Record<string, string[]>>;

describe('the sign-in pages catalogue (issue 31)', () => {
  it('has every text in every language, translated', () => {
    const english = flatten(PAGE_TEXTS.en);
    for (const lang of OTHERS) {
      const texts = flatten(PAGE_TEXTS[lang]);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        if (!SAME_IN[lang]?.includes(key)) expect(text, `${lang} ${key}`).not.toBe(english[key]);
      }
    }
  });

  it('picks ui_locales first, then Accept-Language, then English', () => {
    expect(pageLanguage('ar', 'de')).toBe('ar');
    expect(pageLanguage('xx ja-JP', 'de')).toBe('ja');
    expect(pageLanguage('', 'fr-CH, fr;q=0.9')).toBe('fr');
    expect(pageLanguage(['de'], 'es')).toBe('es');
    expect(pageLanguage(undefined, 'xx, tlh')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });

  it('counts by each language: one hour, two hours, 11 hours in Arabic', () => {
    expect(PAGE_TEXTS.en.forgotSent('a', 1)).toMatch(/for 1 hour\.$/);
    expect(PAGE_TEXTS.en.forgotSent('a', 2)).toMatch(/for 2 hours\.$/);
    expect(PAGE_TEXTS.de.forgotSent('a', 1)).toMatch(/eine Stunde lang\.$/);
    expect(PAGE_TEXTS.ar.forgotSent('a', 1)).toMatch(/لمدة ساعة واحدة\.$/);
    expect(PAGE_TEXTS.ar.forgotSent('a', 2)).toMatch(/لمدة ساعتين\.$/);
    expect(PAGE_TEXTS.ar.forgotSent('a', 3)).toMatch(/لمدة 3 ساعات\.$/);
    expect(PAGE_TEXTS.ar.forgotSent('a', 11)).toMatch(/لمدة 11 ساعة\.$/);
  });

  it('translates the refusals other modules hand these pages, and leaves English as it is', async () => {
    const sent = [
      tooManyRequestsText(1),
      tooManyRequestsText(30),
      (await passwordProblem('short'))!,
      (await passwordProblem('x'.repeat(200)))!,
      (await passwordProblem('qwerty123456'))!,
      (await passwordProblem('margaret-is-my-name', ['margaret']))!,
      (await passwordProblem('my storefront pass phrase'))!,
      'Sign-up is open only to addresses at a.test, b.test. Ask an administrator for an invitation.',
    ];
    // The texts of the user store's one-time links, as it words them.
    const service = readFileSync(new URL('../../modules/people/service.ts', import.meta.url), 'utf8');
    const linkErrors = [...service.matchAll(/new LinkError\('([^']+)'\)/g)].map((m) => m[1]);
    expect(linkErrors.length).toBeGreaterThanOrEqual(3);
    for (const english of [...sent, ...linkErrors, 'This name is reserved.']) {
      expect(localizePageError(english, 'en')).toBe(english);
      for (const lang of OTHERS)
        expect(localizePageError(english, lang), `${lang}: ${english}`).not.toBe(english);
    }
    expect(localizePageError(tooManyRequestsText(1), 'de')).toBe(
      'Zu viele Anfragen. Versuchen Sie es in einer Sekunde erneut.',
    );
    expect(localizePageError('Use at least 12 characters.', 'ja')).toBe('12 文字以上にしてください。');
    expect(
      localizePageError(
        'Sign-up is open only to addresses at a.test. Ask an administrator for an invitation.',
        'fr',
      ),
    ).toBe(
      "L'inscription n'est ouverte qu'aux adresses de a.test. Demandez une invitation à un administrateur.",
    );
    // A text the catalogues do not know stays as it is.
    expect(localizePageError('Something new.', 'de')).toBe('Something new.');
  });

  it("says a protocol error in the page's language; a code it has no text for gets the general one", () => {
    const home = 'http://localhost:8080/store/';
    const known = errorPage(
      DEFAULT_PAGE_BRANDING,
      'fr',
      { error: 'access_denied', error_description: 'denied <b>' },
      home,
    );
    expect(known).toContain('<p role="alert">L&#39;accès a été refusé.</p>');
    expect(known).toContain('<p class="muted" lang="en" dir="ltr">denied &lt;b&gt;</p>');
    const odd = errorPage(DEFAULT_PAGE_BRANDING, 'ar', { error: 'weird_code' }, home);
    expect(odd).toContain(`<p role="alert">${PAGE_TEXTS.ar.errorFallback}</p>`);
    // The code alone is no description worth repeating in English.
    expect(odd).not.toContain('lang="en"');
    const english = errorPage(
      DEFAULT_PAGE_BRANDING,
      'en',
      { error: 'access_denied', error_description: 'denied' },
      home,
    );
    expect(english).toContain('<p role="alert">denied</p>');
  });

  it('escapes every value and keeps markup only where the page puts it', () => {
    const b = { ...DEFAULT_PAGE_BRANDING, brandName: `O'Brien & <Co>` };
    const signIn = signInPage(b, 'fr', {
      action: '/a?x="y"',
      abortAction: '/b',
      error: '<img src=x>',
      username: '"><script>',
      showDemoAccounts: false,
      signupUrl: '/s"onclick="x',
    });
    expect(signIn).toContain('<html lang="fr" dir="ltr">');
    expect(signIn).toContain('<h1>Se connecter à O&#39;Brien &amp; &lt;Co&gt;</h1>');
    expect(signIn).toContain('<label for="username">Nom d&#39;utilisateur ou e-mail</label>');
    expect(signIn).toContain('role="alert">&lt;img src=x&gt;</p>');
    expect(signIn).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(signIn).toContain('action="/a?x=&quot;y&quot;"');
    expect(signIn).toContain('<a href="/s&quot;onclick=&quot;x">Inscrivez-vous');
    expect(signIn).not.toMatch(/<script|<img|\u{E000}/u);

    const consent = consentPage(b, 'ar', {
      allowAction: '/y',
      denyAction: '/n',
      clientName: 'Evil <b>agent</b>',
      redirectHost: 'evil.test',
      account: 'Alice & Bob',
      powers: ['<i>x</i>'],
    });
    expect(consent).toContain('<html lang="ar" dir="rtl">');
    expect(consent).toContain(
      '<h1>هل تسمح لـ <span id="client-name">Evil &lt;b&gt;agent&lt;/b&gt;</span> باستخدام O&#39;Brien &amp; &lt;Co&gt; باسمك؟</h1>',
    );
    expect(consent).toContain('<strong>Alice &amp; Bob</strong>');
    expect(consent).toContain('<code id="redirect-host">evil.test</code>');
    expect(consent).toContain('<li>&lt;i&gt;x&lt;/i&gt;</li>');

    const forgot = forgotPage(b, 'de', { action: '/f', email: '<u>@x', sent: true, hours: 1 });
    expect(forgot).toContain('Wenn <strong>&lt;u&gt;@x</strong> zu einem Konto hier gehört');
  });
});
