import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import type { Database } from '../../db/connection.ts';
import type { ServerLanguage } from '../../lib/i18n/language.ts';
import { type Limiter, tooManyRequestsText } from '../../rate-limit.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { hasConsent, rememberConsent } from './consents.ts';
import { allowFormTarget, readForm, sendHtml } from './http.ts';
import {
  askedLanguage,
  localizePageError,
  localizePower,
  PAGE_TEXTS,
  type PageTexts,
  pageLanguage,
  pageTexts,
} from './page-texts.ts';
import { consentPage, errorPage, signInPage } from './pages.ts';
import { loadPageBranding } from './settings.ts';

const ROUTE = /^\/interaction\/([\w-]+)(?:\/(login|abort|allow|deny))?$/;
export const WRONG_CREDENTIALS = PAGE_TEXTS.en.errors.wrongCredentials;

export const ACCOUNT_DISABLED = PAGE_TEXTS.en.errors.accountDisabled;

function demoPasswordMatches(given: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(DEMO_PASSWORD);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface Options {
  provider: Provider;
  db: Database;
  issuerPath: string;
  homeUrl: string;
  headers: Record<string, string>;
  showDemoAccounts: boolean;
  /** The demo account a username names (demo mode only). */
  findDemoAccount: (username: string) => { username: string } | undefined;
  /** Sign-in with the embedded user store (modules/people). */
  signIn: (
    login: string,
    password: string,
  ) => Promise<{ account: { accountId?: string } } | { disabled: true } | undefined>;
  /** Whether the sign-in page links to self sign-up. */
  signupOpen: boolean;
  /** Failed sign-ins counted per username and per client address; while either is over, none is tried. */
  limits: { username: Limiter; address: Limiter };
  /** Whether a client registered itself (every client but our SPA): it needs its user's consent. */
  isAgentClient: (clientId: string) => boolean;
  /** The signed-in account as the consent screen names it, and whether it is a provider. */
  describeAccount: (accountId: string) => Promise<{ label: string; isProvider: boolean } | undefined>;
  /** What an agent may do for this user at /mcp, one sentence each (modules/mcp). */
  agentPowers: (isProvider: boolean) => Promise<string[]>;
}

/** Whether an OpenID scope adds to an agent's powers (the consent screen says how, in page-texts). */
const addsPower = (scope: string): scope is keyof PageTexts['scopePowers'] =>
  ['profile', 'email', 'offline_access'].includes(scope);

/**
 * The language of an interaction's pages: the authorization request's `ui_locales`, else the
 * browser's. The links to the account pages carry an asked language on, as `ui_locales`.
 */
function languageOf(req: IncomingMessage, details?: InteractionDetails) {
  return pageLanguage(details?.params.ui_locales, req.headers['accept-language']);
}

/** The client address Fastify worked out (TRUST_PROXY aware), set on the raw request before dispatch. */
export type RequestWithClientIp = IncomingMessage & { clientIp?: string };

/**
 * The provider's interaction pages: our own sign-in form (no dev interactions) and the consent screen
 * for clients that registered themselves (MCP agents): Allow is remembered per account and client,
 * Deny answers access_denied to the client's redirect URI. Consent never reaches here for our
 * first-party client (loadExistingGrant grants it); it is granted here as a fallback.
 * Returns false when the path is not an interaction route.
 */
export function createInteractions(o: Options) {
  async function render(
    res: ServerResponse,
    details: InteractionDetails,
    lang: ServerLanguage,
    status: number,
    error?: string,
    username?: string,
    headers: Record<string, string> = {},
  ) {
    const asked = askedLanguage(details.params.ui_locales);
    const query = asked ? `?ui_locales=${asked}` : '';
    const html = signInPage(await loadPageBranding(o.db), lang, {
      action: `${o.issuerPath}/interaction/${details.uid}/login`,
      abortAction: `${o.issuerPath}/interaction/${details.uid}/abort`,
      error,
      username,
      showDemoAccounts: o.showDemoAccounts,
      signupUrl: o.signupOpen ? `${o.issuerPath}/account/signup${query}` : undefined,
      forgotUrl: `${o.issuerPath}/account/forgot${query}`,
    });
    sendHtml(res, status, html, { ...o.headers, ...headers });
  }

  /** Seconds to wait when this username or address has failed too often; counts nothing. */
  async function blockedFor(username: string, address: string): Promise<number | undefined> {
    const waits = await Promise.all([
      username ? o.limits.username.peek(`signin-user:${username.toLowerCase()}`) : undefined,
      o.limits.address.peek(`signin-address:${address}`),
    ]);
    const wait = Math.max(...waits.map((w) => w ?? 0));
    return wait > 0 ? wait : undefined;
  }

  async function countFailure(username: string, address: string) {
    await Promise.all([
      username ? o.limits.username.hit(`signin-user:${username.toLowerCase()}`) : undefined,
      o.limits.address.hit(`signin-address:${address}`),
    ]);
  }

  /** The headers of a page whose forms end at the client's redirect URI (an agent's own host). */
  function pageHeaders(details: InteractionDetails): Record<string, string> {
    const clientId = String(details.params.client_id);
    const redirectUri = String(details.params.redirect_uri ?? '');
    return o.isAgentClient(clientId) ? allowFormTarget(o.headers, redirectUri) : o.headers;
  }

  /**
   * Whether this user allowed this client every scope it asks for before. MCP clients send
   * prompt=consent whenever they ask for offline_access (OpenID Connect wants it for refresh
   * tokens), so honouring it literally would ask on every sign-in; a remembered Allow answers it.
   */
  async function rememberedFor(details: InteractionDetails): Promise<boolean> {
    const scopes = String(details.params.scope ?? 'openid')
      .split(' ')
      .filter(Boolean);
    return hasConsent(o.db, String(details.session?.accountId), String(details.params.client_id), scopes);
  }

  async function renderConsent(res: ServerResponse, details: InteractionDetails, lang: ServerLanguage) {
    const t = pageTexts(lang);
    const clientId = String(details.params.client_id);
    const accountId = String(details.session?.accountId);
    const client = await o.provider.Client.find(clientId);
    const account = await o.describeAccount(accountId);
    const redirect = URL.canParse(String(details.params.redirect_uri))
      ? new URL(String(details.params.redirect_uri))
      : undefined;
    const scopes = String(details.params.scope ?? '').split(' ');
    const powers = [
      ...(await o.agentPowers(account?.isProvider ?? false)).map((p) => localizePower(p, lang)),
      ...scopes.filter(addsPower).map((s) => t.scopePowers[s]),
    ];
    const html = consentPage(await loadPageBranding(o.db), lang, {
      allowAction: `${o.issuerPath}/interaction/${details.uid}/allow`,
      denyAction: `${o.issuerPath}/interaction/${details.uid}/deny`,
      clientName: client?.clientName || clientId,
      redirectHost: redirect ? redirect.host || redirect.protocol : 'unknown',
      account: account?.label ?? accountId,
      powers,
    });
    sendHtml(res, 200, html, pageHeaders(details));
  }

  async function autoConsent(
    req: IncomingMessage,
    res: ServerResponse,
    accountId: string,
    clientId: string,
    remember = false,
  ) {
    const details = await o.provider.interactionDetails(req, res);
    // The grant the provider already holds for this sign-in (if any) gains what is missing.
    const grant =
      (details.grantId && (await o.provider.Grant.find(details.grantId))) ||
      new o.provider.Grant({ accountId, clientId });
    const scope = String(details.params.scope ?? 'openid');
    if (remember) await rememberConsent(o.db, accountId, clientId, scope.split(' ').filter(Boolean));
    grant.addOIDCScope(scope);
    const resources = (details.prompt.details.missingResourceScopes ?? {}) as Record<string, string[]>;
    for (const [indicator, scopes] of Object.entries(resources))
      grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await o.provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const match = ROUTE.exec(path);
    if (!match) return false;
    const [, uid, action] = match;
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await o.provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error('interaction mismatch');
    } catch {
      const lang = languageOf(req);
      const page = errorPage(
        await loadPageBranding(o.db),
        lang,
        { error: 'invalid_request', error_description: pageTexts(lang).errors.signInExpired },
        o.homeUrl,
      );
      sendHtml(res, 400, page, o.headers);
      return true;
    }
    const method = req.method ?? 'GET';
    const lang = languageOf(req, details);
    const t = pageTexts(lang);
    const clientId = String(details.params.client_id);
    const asksConsent = details.prompt.name === 'consent' && o.isAgentClient(clientId);
    if (!action && method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      if (details.prompt.name === 'login')
        await render(res, details, lang, 200, undefined, hint, pageHeaders(details));
      else if (asksConsent && !(await rememberedFor(details))) await renderConsent(res, details, lang);
      else await autoConsent(req, res, String(details.session?.accountId), clientId);
      return true;
    }
    if (method !== 'POST' || !action) {
      sendHtml(res, 405, 'Method not allowed', o.headers);
      return true;
    }
    if (action === 'abort') {
      const result = { error: 'access_denied', error_description: 'The user cancelled sign-in.' };
      await o.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return true;
    }
    if (action === 'allow' || action === 'deny') {
      // Only while the provider asks this very interaction for consent: a stale or forged post to
      // another interaction's step cannot grant anything.
      if (!asksConsent) {
        sendHtml(res, 400, 'This step does not ask for consent.', o.headers);
        return true;
      }
      if (action === 'allow') await autoConsent(req, res, String(details.session?.accountId), clientId, true);
      else {
        const result = {
          error: 'access_denied',
          error_description: 'The user denied the application access.',
        };
        await o.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      }
      return true;
    }
    const form = await readForm(req);
    const username = (form.get('username') ?? '').trim();
    const address = (req as RequestWithClientIp).clientIp ?? req.socket.remoteAddress ?? '';
    const wait = await blockedFor(username, address);
    if (wait !== undefined) {
      // Not even a right password is tried while blocked, so guessing cannot go on at the limit.
      await render(res, details, lang, 429, localizePageError(tooManyRequestsText(wait), lang), username, {
        ...pageHeaders(details),
        'Retry-After': String(wait),
      });
      return true;
    }
    const password = form.get('password') ?? '';
    const demo = o.findDemoAccount(username);
    let accountId: string | undefined;
    if (demo) accountId = demoPasswordMatches(password) ? demo.username : undefined;
    else {
      const found = await o.signIn(username, password);
      if (found && 'disabled' in found) {
        await render(res, details, lang, 403, t.errors.accountDisabled, username, pageHeaders(details));
        return true;
      }
      accountId = found?.account.accountId;
    }
    if (!accountId) {
      await countFailure(username, address);
      await render(res, details, lang, 401, t.errors.wrongCredentials, username, pageHeaders(details));
      return true;
    }
    const result = { login: { accountId } };
    await o.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    return true;
  };
}
