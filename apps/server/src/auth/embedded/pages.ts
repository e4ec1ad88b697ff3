import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import type { PageBranding } from './settings.ts';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

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
ul{padding-left:1.25rem;margin:.25rem 0}code{background:#eef0f3;padding:0 .25rem;border-radius:3px}
.muted{color:#57606a;font-size:.9rem}`;
}

export function page(b: PageBranding, title: string, body: string, scriptSrc?: string): string {
  return `<!doctype html>
<html lang="en">
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
}

export function signInPage(b: PageBranding, o: SignInPageOptions): string {
  const invalid = o.error ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const demo = o.showDemoAccounts
    ? `<section aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo accounts</h2>
<p class="muted">Password for each: <code>${DEMO_PASSWORD}</code></p>
<ul>${DEMO_ACCOUNTS.map(
        (a) =>
          `<li><code>${escapeHtml(a.username)}</code>: ${escapeHtml(`${a.givenName} ${a.familyName}`)}${
            a.roles.length ? ` (${escapeHtml(a.roles.join(', '))})` : ''
          }</li>`,
      ).join('')}</ul>
</section>`
    : '';
  return page(
    b,
    'Sign in',
    `<h1>Sign in to ${escapeHtml(b.brandName)}</h1>
${o.error ? `<p class="error" id="signin-error" role="alert">${escapeHtml(o.error)}</p>` : ''}
<form method="post" action="${escapeHtml(o.action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(o.username ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(o.abortAction)}">
<button type="submit" class="secondary">Cancel</button>
</form>
${demo}`,
  );
}

/** The confirmation page of RP-initiated logout; `auto` submits it through an external script. */
export function logoutPage(b: PageBranding, providerForm: string, auto: boolean, script: string): string {
  const form = providerForm
    .replace('<form ', `<form ${auto ? 'data-auto-submit ' : ''}`)
    .replace(
      '</form>',
      '<input type="hidden" name="logout" value="yes"/><button type="submit">Sign out</button></form>',
    );
  return page(
    b,
    'Sign out',
    `<h1>Sign out of ${escapeHtml(b.brandName)}</h1>
<p>${auto ? 'Signing you out…' : 'Do you want to sign out?'}</p>
${form}`,
    auto ? script : undefined,
  );
}

export function signedOutPage(b: PageBranding, homeUrl: string): string {
  return page(
    b,
    'Signed out',
    `<h1>You are signed out</h1>
<a class="button" href="${escapeHtml(homeUrl)}">Back to ${escapeHtml(b.brandName)}</a>`,
  );
}

export function errorPage(b: PageBranding, out: Record<string, unknown>, homeUrl: string): string {
  const description = out.error_description ?? out.error ?? 'The request could not be completed.';
  return page(
    b,
    'Sign-in error',
    `<h1>Something went wrong</h1>
<p role="alert">${escapeHtml(description)}</p>
<p class="muted">Error code: <code>${escapeHtml(out.error ?? 'server_error')}</code></p>
<a class="button" href="${escapeHtml(homeUrl)}">Back to ${escapeHtml(b.brandName)}</a>`,
  );
}
