import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import {
  completeLink,
  describeLink,
  type IdentityMailer,
  LINK_TTL_MS,
  LinkError,
  type LinkInfo,
  PASSWORD_MAX,
  PASSWORD_MIN,
  requestPasswordReset,
  requestSignup,
} from '../../modules/people/index.ts';

import type { Limiter } from '../../rate-limit.ts';
import { readForm, sendHtml } from './http.ts';
import type { RequestWithClientIp } from './interactions.ts';
import { askedLanguage, localizePageError, pageLanguage, pageTexts } from './page-texts.ts';
import { forgotPage, linkPage, messagePage, signupPage } from './pages.ts';
import { loadPageBranding } from './settings.ts';

interface Options {
  db: Database;
  issuerPath: string;
  homeUrl: string;
  publicUrl: string;
  headers: Record<string, string>;
  providerRole: string;
  signupDomains: string[];
  mailer: IdentityMailer;
  /** Posts counted per client address, so nobody can mail-bomb through sign-up or guess links. */
  limit: Limiter;
  log: (msg: string, fields: Record<string, unknown>) => void;
}

/**
 * The language of an account page (issue 31): the `ui_locales` the sign-in page passed on in the
 * address, else the browser's; the mails these pages ask for are written in it too. `query` keeps
 * an asked language on the page's form.
 */
function languageOf(req: IncomingMessage): { lang: ServerLanguage; query: string } {
  const asked = askedLanguage(new URL(req.url ?? '/', 'http://x').searchParams.get('ui_locales'));
  const lang = asked ?? pageLanguage(undefined, req.headers['accept-language']);
  return { lang, query: asked ? `?ui_locales=${asked}` : '' };
}

/**
 * The embedded provider's account pages under /oidc/account: following a one-time link (set-up,
 * invitation, reset, sign-up) to choose a password, and self sign-up. Returns false for other paths.
 */
export function createAccountPages(o: Options) {
  async function send(res: ServerResponse, status: number, html: string) {
    sendHtml(res, status, html, o.headers);
  }

  async function renderLink(
    res: ServerResponse,
    page: { lang: ServerLanguage; query: string },
    status: number,
    token: string,
    info: LinkInfo,
    error?: string,
    values?: { email?: string; displayName?: string },
  ) {
    // A notification-email link never comes here (it confirms on the portal's own page).
    const text = pageTexts(page.lang).link[info.purpose === 'notification-email' ? 'reset' : info.purpose];
    const html = linkPage(await loadPageBranding(o.db), page.lang, {
      action: `${o.issuerPath}/account/link${page.query}`,
      token,
      heading: text.heading,
      intro: text.intro,
      email: info.email,
      asksEmail: info.asksEmail,
      asksName: info.asksName,
      error,
      values,
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
    });
    await send(res, status, html);
  }

  async function blocked(req: IncomingMessage, res: ServerResponse, lang: ServerLanguage): Promise<boolean> {
    const address = (req as RequestWithClientIp).clientIp ?? req.socket.remoteAddress ?? '';
    const wait = await o.limit.hit(`account-address:${address}`);
    if (!wait) return false;
    res.setHeader('Retry-After', String(wait));
    const t = pageTexts(lang);
    await send(
      res,
      429,
      messagePage(
        await loadPageBranding(o.db),
        lang,
        t.tooManyAttempts,
        t.waitSeconds(wait),
        o.homeUrl,
        true,
      ),
    );
    return true;
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const method = req.method ?? 'GET';
    const branding = () => loadPageBranding(o.db);
    const language = languageOf(req);
    const { lang, query } = language;
    const t = pageTexts(lang);
    const gone = async () =>
      send(
        res,
        410,
        messagePage(await branding(), lang, t.linkExpiredTitle, t.errors.linkGone, o.homeUrl, true),
      );
    if (path === '/account/link') {
      if (method === 'GET') {
        const token = new URL(req.url ?? '/', 'http://x').searchParams.get('token') ?? '';
        const info = token ? await describeLink(o.db, token) : undefined;
        if (!info) await gone();
        else await renderLink(res, language, 200, token, info);
        return true;
      }
      if (method !== 'POST') return false;
      if (await blocked(req, res, lang)) return true;
      const form = await readForm(req);
      const token = form.get('token') ?? '';
      const info = token ? await describeLink(o.db, token) : undefined;
      if (!info) {
        await gone();
        return true;
      }
      const values = {
        email: form.get('email') ?? undefined,
        displayName: form.get('displayName') ?? undefined,
      };
      try {
        await completeLink(o.db, token, { password: form.get('password') ?? '', ...values }, o.providerRole);
      } catch (err) {
        if (err instanceof LinkError || err instanceof AppError) {
          await renderLink(res, language, 400, token, info, localizePageError(err.message, lang), values);
          return true;
        }
        throw err;
      }
      await send(
        res,
        200,
        messagePage(await branding(), lang, t.passwordSavedTitle, t.passwordSaved, o.homeUrl),
      );
      return true;
    }
    if (path === '/account/forgot') {
      const action = `${o.issuerPath}/account/forgot${query}`;
      const hours = LINK_TTL_MS.reset / 3_600_000;
      if (method === 'GET') {
        await send(res, 200, forgotPage(await branding(), lang, { action, hours }));
        return true;
      }
      if (method !== 'POST') return false;
      if (await blocked(req, res, lang)) return true;
      const email = ((await readForm(req)).get('email') ?? '').trim();
      try {
        await requestPasswordReset(o.db, o.mailer, o.publicUrl, email, o.log, lang);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const error = localizePageError(err.message, lang);
        await send(res, 400, forgotPage(await branding(), lang, { action, hours, error, email }));
        return true;
      }
      await send(res, 200, forgotPage(await branding(), lang, { action, hours, email, sent: true }));
      return true;
    }
    if (path === '/account/signup') {
      if (o.signupDomains.length === 0) {
        await send(
          res,
          404,
          messagePage(await branding(), lang, t.signupClosedTitle, t.signupClosed, o.homeUrl, true),
        );
        return true;
      }
      const action = `${o.issuerPath}/account/signup${query}`;
      const signup = { action, domains: o.signupDomains, hours: LINK_TTL_MS.signup / 3_600_000 };
      if (method === 'GET') {
        await send(res, 200, signupPage(await branding(), lang, signup));
        return true;
      }
      if (method !== 'POST') return false;
      if (await blocked(req, res, lang)) return true;
      const email = ((await readForm(req)).get('email') ?? '').trim();
      try {
        await requestSignup(o.db, o.mailer, o.publicUrl, email, o.signupDomains, lang);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const error = localizePageError(err.message, lang);
        const page = signupPage(await branding(), lang, { ...signup, error, email });
        await send(res, err.status === 403 ? 403 : 400, page);
        return true;
      }
      await send(res, 200, signupPage(await branding(), lang, { ...signup, email, sent: true }));
      return true;
    }
    return false;
  };
}
