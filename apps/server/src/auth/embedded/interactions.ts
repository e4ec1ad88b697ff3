import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Provider } from 'oidc-provider';
import type { Database } from '../../db/connection.ts';
import { type Limiter, tooManyRequestsText } from '../../rate-limit.ts';
import { DEMO_PASSWORD, findDemoAccount } from './accounts.ts';
import { readForm, sendHtml } from './http.ts';
import { errorPage, signInPage } from './pages.ts';
import { loadPageBranding } from './settings.ts';

const ROUTE = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/;
export const WRONG_CREDENTIALS = 'Wrong username or password.';

function passwordMatches(given: string): boolean {
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
  /** Failed sign-ins counted per username and per client address; while either is over, none is tried. */
  limits: { username: Limiter; address: Limiter };
}

/** The client address Fastify worked out (TRUST_PROXY aware), set on the raw request before dispatch. */
export type RequestWithClientIp = IncomingMessage & { clientIp?: string };

/**
 * The provider's interaction pages: our own sign-in form (no dev interactions). Consent never reaches
 * here for our first-party client (loadExistingGrant grants it); it is granted here as a fallback.
 * Returns false when the path is not an interaction route.
 */
export function createInteractions(o: Options) {
  async function render(
    res: ServerResponse,
    uid: string,
    status: number,
    error?: string,
    username?: string,
    headers: Record<string, string> = {},
  ) {
    const html = signInPage(await loadPageBranding(o.db), {
      action: `${o.issuerPath}/interaction/${uid}/login`,
      abortAction: `${o.issuerPath}/interaction/${uid}/abort`,
      error,
      username,
      showDemoAccounts: o.showDemoAccounts,
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

  async function autoConsent(req: IncomingMessage, res: ServerResponse, accountId: string, clientId: string) {
    const grant = new o.provider.Grant({ accountId, clientId });
    const details = await o.provider.interactionDetails(req, res);
    const scope = String(details.params.scope ?? 'openid');
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
      const page = errorPage(
        await loadPageBranding(o.db),
        { error: 'invalid_request', error_description: 'This sign-in link has expired. Please start again.' },
        o.homeUrl,
      );
      sendHtml(res, 400, page, o.headers);
      return true;
    }
    const method = req.method ?? 'GET';
    if (!action && method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      if (details.prompt.name === 'login') await render(res, uid, 200, undefined, hint);
      else await autoConsent(req, res, String(details.session?.accountId), String(details.params.client_id));
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
    const form = await readForm(req);
    const username = (form.get('username') ?? '').trim();
    const address = (req as RequestWithClientIp).clientIp ?? req.socket.remoteAddress ?? '';
    const wait = await blockedFor(username, address);
    if (wait !== undefined) {
      // Not even a right password is tried while blocked, so guessing cannot go on at the limit.
      await render(res, uid, 429, tooManyRequestsText(wait), username, { 'Retry-After': String(wait) });
      return true;
    }
    const account = findDemoAccount(username);
    if (!account || !passwordMatches(form.get('password') ?? '')) {
      await countFailure(username, address);
      await render(res, uid, 401, WRONG_CREDENTIALS, username);
      return true;
    }
    const result = { login: { accountId: account.username } };
    await o.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    return true;
  };
}
