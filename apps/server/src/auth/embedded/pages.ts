import { type ServerLanguage, textDirection } from '../../lib/i18n/language.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import { PROTOCOL_ERROR_CODES, type ProtocolErrorCode, pageTexts } from './page-texts.ts';
import type { PageBranding } from './settings.ts';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/**
 * A catalogue sentence with markup in its places (a link, `<code>`, `<strong>`): the sentence is
 * escaped like any text, then each place gets its HTML, which the caller escaped already.
 */
function withMarkup<A extends string[]>(sentence: (...places: A) => string, ...html: A): string {
  const marks = html.map((_, i) => `\u{E000}${i}\u{E001}`) as A;
  let out = escapeHtml(sentence(...marks));
  html.forEach((h, i) => {
    out = out.replace(marks[i], () => h);
  });
  return out;
}

// The sign-in pages come before the user is known, so they follow the system's scheme (issue 31);
// every text colour here keeps WCAG AA (4.5:1) on its dark background. The header keeps the brand.
const DARK = `@media (prefers-color-scheme:dark){:root{color-scheme:dark}
body{background:#1a1b1e;color:#e6e6e6}main{background:#2b2c30;box-shadow:0 1px 3px rgba(0,0,0,.6)}
input{background:#1a1b1e;color:#e6e6e6;border-color:#8c959f}
button.secondary{background:#2b2c30;color:#e6e6e6;border-color:#8c959f}
:focus-visible{outline-color:#e6e6e6}a{color:#9ecbff}
.error{color:#ffb4ab;background:#4a1c1c}code{background:#3a3b40}.muted{color:#b0b7bf}}`;

function styles(b: PageBranding): string {
  return `:root{--primary:${b.primaryColor};--on-primary:${b.primaryTextColor};--radius:${b.borderRadius}px}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1f2328;line-height:1.5}
header{background:var(--primary);color:var(--on-primary);padding:.75rem 1.5rem;font-weight:700;font-size:1.25rem}
main{max-width:26rem;margin:2.5rem auto;padding:2rem;background:#fff;border-radius:var(--radius);box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #8c959f;border-radius:var(--radius)}
input[aria-invalid=true]{border-color:#c62828}
button,.button{display:inline-block;width:100%;margin-top:1.25rem;padding:.65rem 1rem;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;border:1px solid var(--primary);border-radius:var(--radius);background:var(--primary);color:var(--on-primary)}
button.secondary{background:#fff;color:#1f2328;border-color:#8c959f;margin-top:.5rem}
:focus-visible{outline:3px solid #1f2328;outline-offset:2px}
.error{color:#b71c1c;background:#fdecea;border-radius:var(--radius);padding:.6rem .75rem;margin:0 0 1rem}
ul{padding-inline-start:1.25rem;margin:.25rem 0}code{background:#eef0f3;padding:0 .25rem;border-radius:3px}
.muted{color:#57606a;font-size:.9rem}
${DARK}`;
}

/** A page in `lang` (issue 31): `lang` and `dir` on the root, right to left in Arabic. */
export function page(
  b: PageBranding,
  lang: ServerLanguage,
  title: string,
  body: string,
  scriptSrc?: string,
): string {
  return `<!doctype html>
<html lang="${lang}" dir="${textDirection(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(b.brandName)}</title>
<style>${styles(b)}</style>
${scriptSrc ? `<script src="${escapeHtml(scriptSrc)}" defer></script>` : ''}
</head>
<body>
<header>${escapeHtml(b.brandName)}</header>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  action: string;
  abortAction: string;
  error?: string;
  username?: string;
  showDemoAccounts: boolean;
  /** Self sign-up's page, when sign-up is open (STOREFRONT_SIGNUP_DOMAINS). */
  signupUrl?: string;
  /** The self-service password reset page of the embedded user store. */
  forgotUrl?: string;
}

/** The sign-in form. Its fields keep their `id` and `name` in every language (tests find them so). */
export function signInPage(b: PageBranding, lang: ServerLanguage, o: SignInPageOptions): string {
  const t = pageTexts(lang);
  const invalid = o.error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const demo = o.showDemoAccounts
    ? `<section aria-labelledby="demo-heading">
<h2 id="demo-heading">${escapeHtml(t.demoHeading)}</h2>
<p class="muted">${withMarkup(t.demoIntro, `<code>${escapeHtml(DEMO_PASSWORD)}</code>`)}</p>
<ul>${DEMO_ACCOUNTS.map(
        (a) =>
          `<li><code>${escapeHtml(a.username)}</code>: ${escapeHtml(`${a.givenName} ${a.familyName}`)}${
            a.roles.length ? ` (${escapeHtml(a.roles.join(', '))})` : ''
          }</li>`,
      ).join('')}</ul>
</section>`
    : '';
  const signup = o.signupUrl
    ? `<p class="muted">${withMarkup(t.signupPrompt, `<a href="${escapeHtml(o.signupUrl)}">${escapeHtml(t.signupLink)}</a>`)}</p>`
    : '';
  return page(
    b,
    lang,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInHeading(b.brandName))}</h1>
${o.error ? `<p class="error" id="signin-error" role="alert">${escapeHtml(o.error)}</p>` : ''}
<form method="post" action="${escapeHtml(o.action)}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(o.username ?? '')}"${invalid}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">${escapeHtml(t.signInButton)}</button>
</form>
${o.forgotUrl ? `<p class="muted"><a href="${escapeHtml(o.forgotUrl)}">${escapeHtml(t.forgotLink)}</a></p>` : ''}
<form method="post" action="${escapeHtml(o.abortAction)}">
<button type="submit" class="secondary">${escapeHtml(t.cancel)}</button>
</form>
${signup}
${demo}`,
  );
}

/** The confirmation page of RP-initiated logout; `auto` submits it through an external script. */
export function logoutPage(
  b: PageBranding,
  lang: ServerLanguage,
  providerForm: string,
  auto: boolean,
  script: string,
): string {
  const t = pageTexts(lang);
  const form = providerForm
    .replace('<form ', `<form ${auto ? 'data-auto-submit ' : ''}`)
    .replace(
      '</form>',
      () =>
        `<input type="hidden" name="logout" value="yes"/><button type="submit">${escapeHtml(t.signOutButton)}</button></form>`,
    );
  return page(
    b,
    lang,
    t.signOutTitle,
    `<h1>${escapeHtml(t.signOutHeading(b.brandName))}</h1>
<p>${escapeHtml(auto ? t.signingOut : t.signOutAsk)}</p>
${form}`,
    auto ? script : undefined,
  );
}

export function signedOutPage(b: PageBranding, lang: ServerLanguage, homeUrl: string): string {
  const t = pageTexts(lang);
  return page(
    b,
    lang,
    t.signedOutTitle,
    `<h1>${escapeHtml(t.signedOutHeading)}</h1>
<a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(t.backTo(b.brandName))}</a>`,
  );
}

/**
 * The provider's error page. The description is the protocol's own (oidc-provider's, in English,
 * as the client receives it too) unless the caller passes one already in the page's language.
 */
export function errorPage(
  b: PageBranding,
  lang: ServerLanguage,
  out: Record<string, unknown>,
  homeUrl: string,
): string {
  const t = pageTexts(lang);
  const code = String(out.error ?? 'server_error');
  const english = (out.error_description ?? out.error) as string | undefined;
  // In English, oidc-provider's own description, as always. In another language, the code's text
  // (or the general one), with that description below it for whoever supports the reader.
  const known = (PROTOCOL_ERROR_CODES as readonly string[]).includes(code)
    ? t.protocolErrors[code as ProtocolErrorCode]
    : t.errorFallback;
  const description = lang === 'en' ? (english ?? t.errorFallback) : known;
  const original =
    lang !== 'en' && english && english !== code
      ? `\n<p class="muted" lang="en" dir="ltr">${escapeHtml(english)}</p>`
      : '';
  return page(
    b,
    lang,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorHeading)}</h1>
<p role="alert">${escapeHtml(description)}</p>${original}
<p class="muted">${withMarkup(t.errorCode, `<code>${escapeHtml(code)}</code>`)}</p>
<a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(t.backTo(b.brandName))}</a>`,
  );
}

export interface LinkPageOptions {
  action: string;
  token: string;
  heading: string;
  intro: string;
  email: string | null;
  asksEmail: boolean;
  asksName: boolean;
  error?: string;
  values?: { email?: string; displayName?: string };
  minLength: number;
  maxLength: number;
}

/** The page of a one-time link (set-up, invitation, reset, sign-up): choose a password. */
export function linkPage(b: PageBranding, lang: ServerLanguage, o: LinkPageOptions): string {
  const t = pageTexts(lang);
  const invalid = o.error ? ' aria-invalid="true" aria-describedby="link-error"' : '';
  return page(
    b,
    lang,
    o.heading,
    `<h1>${escapeHtml(o.heading)}</h1>
<p>${escapeHtml(o.intro)}</p>
${o.error ? `<p class="error" id="link-error" role="alert">${escapeHtml(o.error)}</p>` : ''}
<form method="post" action="${escapeHtml(o.action)}">
<input type="hidden" name="token" value="${escapeHtml(o.token)}">
${
  o.asksEmail
    ? `<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(o.values?.email ?? '')}">`
    : `<p>${withMarkup(t.emailIs, `<strong>${escapeHtml(o.email)}</strong>`)}</p>
<input type="hidden" name="username" autocomplete="username" value="${escapeHtml(o.email)}">`
}
${
  o.asksName
    ? `<label for="displayName">${escapeHtml(t.yourName)} <span class="muted">${escapeHtml(t.optional)}</span></label>
<input id="displayName" name="displayName" type="text" autocomplete="name" maxlength="120" value="${escapeHtml(o.values?.displayName ?? '')}">`
    : ''
}
<label for="password">${escapeHtml(t.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${o.minLength}" maxlength="${o.maxLength}" aria-describedby="password-hint"${invalid}>
<p class="muted" id="password-hint">${escapeHtml(t.passwordHint(o.minLength))}</p>
<button type="submit">${escapeHtml(t.savePassword)}</button>
</form>`,
  );
}

/** Self sign-up: an email address in an allowed domain receives a confirmation link. */
export function signupPage(
  b: PageBranding,
  lang: ServerLanguage,
  o: { action: string; domains: string[]; hours: number; error?: string; email?: string; sent?: boolean },
): string {
  const t = pageTexts(lang);
  if (o.sent)
    return page(
      b,
      lang,
      t.checkEmail,
      `<h1>${escapeHtml(t.checkEmail)}</h1>
<p role="status">${withMarkup((e) => t.signupSent(e, o.hours), `<strong>${escapeHtml(o.email)}</strong>`)}</p>`,
    );
  const invalid = o.error ? ' aria-invalid="true" aria-describedby="signup-error"' : '';
  return page(
    b,
    lang,
    t.signUpTitle,
    `<h1>${escapeHtml(t.signUpHeading(b.brandName))}</h1>
<p>${withMarkup(t.signUpIntro, o.domains.map((d) => `<code>${escapeHtml(d)}</code>`).join(', '))}</p>
${o.error ? `<p class="error" id="signup-error" role="alert">${escapeHtml(o.error)}</p>` : ''}
<form method="post" action="${escapeHtml(o.action)}">
<label for="email">${escapeHtml(t.workEmail)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(o.email ?? '')}"${invalid}>
<button type="submit">${escapeHtml(t.sendLink)}</button>
</form>`,
  );
}

/**
 * "Forgot password?": an email address receives a reset link if it has an account. The answer is
 * the same whether or not it has one.
 */
export function forgotPage(
  b: PageBranding,
  lang: ServerLanguage,
  o: { action: string; error?: string; email?: string; sent?: boolean; hours: number },
): string {
  const t = pageTexts(lang);
  if (o.sent)
    return page(
      b,
      lang,
      t.checkEmail,
      `<h1>${escapeHtml(t.checkEmail)}</h1>
<p role="status">${withMarkup((e) => t.forgotSent(e, o.hours), `<strong>${escapeHtml(o.email)}</strong>`)}</p>
<p class="muted">${escapeHtml(t.forgotNoMail)}</p>`,
    );
  const invalid = o.error ? ' aria-invalid="true" aria-describedby="forgot-error"' : '';
  return page(
    b,
    lang,
    t.forgotTitle,
    `<h1>${escapeHtml(t.forgotHeading)}</h1>
<p>${escapeHtml(t.forgotIntro)}</p>
${o.error ? `<p class="error" id="forgot-error" role="alert">${escapeHtml(o.error)}</p>` : ''}
<form method="post" action="${escapeHtml(o.action)}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(o.email ?? '')}"${invalid}>
<button type="submit">${escapeHtml(t.sendReset)}</button>
</form>`,
  );
}

/** Shown after a link was used, or when it no longer works. */
export function messagePage(
  b: PageBranding,
  lang: ServerLanguage,
  heading: string,
  message: string,
  homeUrl: string,
  alert = false,
): string {
  return page(
    b,
    lang,
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p${alert ? ' role="alert"' : ''}>${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(homeUrl)}">${escapeHtml(pageTexts(lang).goTo(b.brandName))}</a>`,
  );
}

export interface ConsentPageOptions {
  allowAction: string;
  denyAction: string;
  /** The name the client registered itself under: its own claim, shown as text. */
  clientName: string;
  /** Where the answer goes: the host of the redirect URI of this request. */
  redirectHost: string;
  /** Who is signed in. */
  account: string;
  /** What the client may do once allowed, one sentence each, in the page's language. */
  powers: string[];
}

/**
 * The consent screen for an MCP client that registered itself: which application, where the answer
 * goes, as whom and what it may do; Allow or Deny. Client-given text is escaped like any other.
 */
export function consentPage(b: PageBranding, lang: ServerLanguage, o: ConsentPageOptions): string {
  const t = pageTexts(lang);
  return page(
    b,
    lang,
    t.consentTitle,
    `<h1>${withMarkup(
      (client) => t.consentHeading(client, b.brandName),
      `<span id="client-name">${escapeHtml(o.clientName)}</span>`,
    )}</h1>
<p class="muted">${escapeHtml(t.consentUnchecked(b.brandName))}</p>
<p>${withMarkup(
      t.consentAccount,
      `<strong>${escapeHtml(o.account)}</strong>`,
      `<code id="redirect-host">${escapeHtml(o.redirectHost)}</code>`,
    )}</p>
<h2 id="powers-heading">${escapeHtml(t.consentPowersHeading)}</h2>
<ul aria-labelledby="powers-heading">${o.powers.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
<p class="muted">${escapeHtml(t.consentNever)}</p>
<form method="post" action="${escapeHtml(o.allowAction)}">
<button type="submit">${escapeHtml(t.allow)}</button>
</form>
<form method="post" action="${escapeHtml(o.denyAction)}">
<button type="submit" class="secondary">${escapeHtml(t.deny)}</button>
</form>`,
  );
}
