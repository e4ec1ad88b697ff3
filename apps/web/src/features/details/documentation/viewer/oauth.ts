import { i18n } from '@lingui/core';
import type { SchemeDoc, SecurityScheme } from './model.ts';

/**
 * OAuth 2 in Try (issue 29): the flows Try can run for a scheme, PKCE, the authorize URL, and where
 * the consumer's client and token live. The token request itself goes through the portal
 * (POST try/oauth-token; decisions.md says why); the client secret stays in this page's memory and
 * the client id and token in sessionStorage, so nothing outlives the browser session.
 */
export type TryFlow = 'clientCredentials' | 'authorizationCode';

/** The flow's name in the active language. */
export function flowLabel(flow: TryFlow): string {
  return flow === 'clientCredentials'
    ? i18n._('docs.auth.flow.clientCredentials')
    : i18n._('docs.oauth.flowCode');
}

export interface OAuthScheme {
  name: string;
  flows: { flow: TryFlow; authorizationUrl?: string; scopes: string[] }[];
}

/** The OAuth 2 schemes of an operation's requirement with a flow Try can run (a token URL). */
export function oauthSchemesOf(security: SecurityScheme[], declared: SchemeDoc[]): OAuthScheme[] {
  const out: OAuthScheme[] = [];
  for (const s of security) {
    if (s.type !== 'oauth2') continue;
    const doc = declared.find((d) => d.name === s.name);
    const flows: OAuthScheme['flows'] = [];
    for (const f of doc?.flows ?? []) {
      if (!f.tokenUrl) continue;
      if (f.flow === 'clientCredentials') flows.push({ flow: f.flow, scopes: f.scopes.map((x) => x.name) });
      else if (f.flow === 'authorizationCode' && f.authorizationUrl)
        flows.push({
          flow: f.flow,
          authorizationUrl: f.authorizationUrl,
          scopes: f.scopes.map((x) => x.name),
        });
    }
    if (flows.length) out.push({ name: s.name, flows });
  }
  return out;
}

/** A place Try can send the request to (the same shape as try-panel's TryTarget). */
interface Target {
  value: string;
  label: string;
  baseUrl: string;
}

/**
 * Try's targets for an operation: the tab's own (the mock in mock mode; the API's servers and the
 * mock in key mode), plus, in mock mode, the API's servers for a real call when every scheme of
 * the operation's requirement is OAuth 2 with a flow Try runs: the consumer's own token is then all
 * the call needs, no portal key. `apiServers` is empty when calls to the API are not allowed.
 */
export function oauthTargets<T extends Target>(
  targets: T[],
  apiServers: string[],
  security: SecurityScheme[],
  oauth: OAuthScheme[],
): (T | Target)[] {
  const tokenOnly = security.length > 0 && security.every((s) => oauth.some((o) => o.name === s.name));
  if (!tokenOnly) return targets;
  const extra = apiServers
    .filter((url) => !targets.some((t) => t.value === url))
    .map((url) => ({ value: url, label: i18n._('docs.oauth.realCall', { url }), baseUrl: url }));
  return [...targets, ...extra];
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** RFC 7636: a 43-character verifier from 32 random bytes and its S256 challenge. */
export async function createPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await pkceChallenge(verifier) };
}

export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The page the authorization server sends the browser back to (register it with the client). */
export function redirectUri(origin = window.location.origin, base = import.meta.env.BASE_URL ?? '/store/') {
  return `${origin}${base.endsWith('/') ? base : `${base}/`}oauth2-redirect.html`;
}

export function authorizeUrl(
  authorizationUrl: string,
  p: { clientId: string; scopes: string[]; state: string; challenge: string; redirectUri: string },
): string {
  const url = new URL(authorizationUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', p.redirectUri);
  if (p.scopes.length) url.searchParams.set('scope', p.scopes.join(' '));
  url.searchParams.set('state', p.state);
  url.searchParams.set('code_challenge', p.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** What the redirect page posts to its opener. */
export interface RedirectMessage {
  type: 'storefront-oauth2-redirect';
  /** The redirect's query: code and state, or error and error_description. */
  params: Record<string, string>;
}

/**
 * The code the redirect page hands back for this state: refused when the state differs (a response
 * to another request, or forged), or when the authorization server answered with an error.
 */
export function codeFromRedirect(message: RedirectMessage, state: string): string {
  const { code, error, error_description: description } = message.params;
  if (error)
    throw new Error(
      description
        ? i18n._('docs.oauth.refusedBecause', { error, description })
        : i18n._('docs.oauth.refused', { error }),
    );
  if (message.params.state !== state) throw new Error(i18n._('docs.oauth.otherState'));
  if (!code) throw new Error(i18n._('docs.oauth.noCode'));
  return code;
}

/** Waits for the redirect page's message (same origin only) for at most `timeoutMs`. */
export function waitForRedirect(state: string, timeoutMs = 5 * 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', onMessage);
      reject(new Error(i18n._('docs.oauth.timeout')));
    }, timeoutMs);
    function onMessage(e: MessageEvent) {
      const data = e.data as RedirectMessage | undefined;
      if (e.origin !== window.location.origin || data?.type !== 'storefront-oauth2-redirect') return;
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      try {
        resolve(codeFromRedirect(data, state));
      } catch (err) {
        reject(err);
      }
    }
    window.addEventListener('message', onMessage);
  });
}

export interface HeldToken {
  accessToken: string;
  /** Epoch ms; null when the server gave no lifetime. */
  expiresAt: number | null;
}

export const tokenUsable = (t: HeldToken | null, now = Date.now()): t is HeldToken =>
  t !== null && (t.expiresAt === null || t.expiresAt - 10_000 > now);

export const heldToken = (t: { accessToken: string; expiresIn?: number }, now = Date.now()): HeldToken => ({
  accessToken: t.accessToken,
  expiresAt: typeof t.expiresIn === 'number' ? now + t.expiresIn * 1000 : null,
});

/** Secrets by item and scheme: this page's memory only (gone on reload; never in any storage). */
const secrets = new Map<string, string>();

const storageKey = (itemId: string, scheme: string) => `storefront.oauth.${itemId}.${scheme}`;

export interface OAuthSession {
  clientId: string;
  clientSecret: string;
  token: HeldToken | null;
}

/** The consumer's client and token for a scheme, as kept for this browser session. */
export function readOAuthSession(
  itemId: string,
  scheme: string,
  storage: Storage = sessionStorage,
): OAuthSession {
  const key = storageKey(itemId, scheme);
  let saved: { clientId?: string; token?: HeldToken | null } = {};
  try {
    saved = JSON.parse(storage.getItem(key) ?? '{}');
  } catch {
    // Unreadable or unavailable storage: start empty.
  }
  return {
    clientId: typeof saved.clientId === 'string' ? saved.clientId : '',
    clientSecret: secrets.get(key) ?? '',
    token: saved.token && typeof saved.token.accessToken === 'string' ? saved.token : null,
  };
}

export function writeOAuthSession(
  itemId: string,
  scheme: string,
  session: OAuthSession,
  storage: Storage = sessionStorage,
) {
  const key = storageKey(itemId, scheme);
  if (session.clientSecret) secrets.set(key, session.clientSecret);
  else secrets.delete(key);
  try {
    storage.setItem(key, JSON.stringify({ clientId: session.clientId, token: session.token }));
  } catch {
    // Storage unavailable (private mode): the values last as long as this page.
  }
}
