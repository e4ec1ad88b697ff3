import type { OAuthTokenRequest, OAuthTokenResponse } from '@storefront/contract/docs';
import type { Database } from '../../../db/connection.ts';
import { AppError, badRequest } from '../../../errors.ts';
import { type GuardOptions, guardedFetch, ProxyRefused } from '../../../lib/guarded-fetch.ts';
import type { CompiledDocument } from '../mock/compiled-document.ts';
import { loadCompiled } from '../mock/service.ts';
import { isObj } from '../pointer.ts';
import { declaredServers } from '../servers.ts';
import { assertTryMode } from './try-service.ts';

/** Where the authorization server sends the browser back with the code: a static page of the SPA. */
export const OAUTH_REDIRECT_PATH = '/store/oauth2-redirect.html';

export const oauthRedirectUri = (publicUrl: string) =>
  `${publicUrl.replace(/\/+$/, '')}${OAUTH_REDIRECT_PATH}`;

/** Swagger 2 names of the OAuth 2 flows (`flow: application`, `accessCode`). */
const SWAGGER2_FLOW = { clientCredentials: 'application', authorizationCode: 'accessCode' } as const;

/**
 * The token URL the document gives the scheme's flow: the only address this relay posts to, so it
 * cannot be pointed anywhere else. A relative URL is read against the first declared server.
 */
export function tokenUrlOf(doc: CompiledDocument, scheme: string, flow: OAuthTokenRequest['flow']): string {
  const s = doc.securitySchemes[scheme];
  if (!isObj(s) || s.type !== 'oauth2')
    throw badRequest(`The document declares no OAuth 2 security scheme named "${scheme}".`);
  let raw: unknown;
  if (doc.family === 'swagger2') raw = s.flow === SWAGGER2_FLOW[flow] ? s.tokenUrl : undefined;
  else {
    const f = isObj(s.flows) ? s.flows[flow] : undefined;
    raw = isObj(f) ? f.tokenUrl : undefined;
  }
  if (typeof raw !== 'string' || raw === '')
    throw badRequest(`The scheme "${scheme}" declares no ${flow} flow with a token URL.`);
  let url: URL;
  try {
    url = new URL(raw, declaredServers(doc.doc, doc.family)[0]);
  } catch {
    throw badRequest(`The token URL "${raw}" of the scheme "${scheme}" is not a URL.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw badRequest('The token URL must be an http(s) URL.');
  return url.href;
}

/** RFC 6749 2.3.1: client id and secret are form-encoded before they are joined for Basic. */
const formEncode = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');

/**
 * Try's OAuth 2 token request (client credentials, or the code of authorization code with PKCE),
 * sent by the portal to the token URL the document declares, under Try's SSRF guard and limits.
 * The authorization server's refusal is passed on as the consumer's own error (400).
 */
export async function requestTryToken(
  db: Database,
  itemId: string,
  req: OAuthTokenRequest,
  publicUrl: string,
  guard: GuardOptions = {},
  version?: string,
): Promise<OAuthTokenResponse> {
  // A token serves calls to the API itself (the mock takes any bearer token).
  await assertTryMode(db, itemId, 'key');
  const doc = await loadCompiled(db, itemId, version);
  const url = tokenUrlOf(doc, req.scheme, req.flow);
  const form = new URLSearchParams();
  if (req.flow === 'clientCredentials') {
    form.set('grant_type', 'client_credentials');
  } else {
    if (!req.code || !req.codeVerifier)
      throw badRequest('The authorization code flow needs the code and its PKCE code verifier.');
    form.set('grant_type', 'authorization_code');
    form.set('code', req.code);
    form.set('redirect_uri', oauthRedirectUri(publicUrl));
    form.set('code_verifier', req.codeVerifier);
    form.set('client_id', req.clientId);
  }
  if (req.scopes?.length) form.set('scope', req.scopes.join(' '));
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  // A confidential client authenticates with Basic (which every server must accept); a public one
  // (PKCE without a secret) names itself in the form.
  if (req.clientSecret)
    headers.authorization = `Basic ${Buffer.from(`${formEncode(req.clientId)}:${formEncode(req.clientSecret)}`).toString('base64')}`;
  else form.set('client_id', req.clientId);

  let res: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    res = await guardedFetch(
      url,
      { method: 'POST', headers, body: Buffer.from(form.toString(), 'utf8') },
      { ...guard, maxRedirects: 0 },
    );
  } catch (err) {
    if (err instanceof ProxyRefused)
      throw new AppError(403, `The request was refused: ${err.message}.`, 'TRY-REFUSED');
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new AppError(502, `The authorization server could not be reached (${reason}).`, 'TRY-UNREACHABLE');
  }
  let body: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(res.body.toString('utf8')) as unknown;
    if (isObj(parsed)) body = parsed;
  } catch {
    // Not JSON: judged by its status below.
  }
  if (res.status < 200 || res.status > 299) {
    const error = typeof body.error === 'string' ? body.error : `HTTP ${res.status}`;
    const reason =
      typeof body.error_description === 'string'
        ? `${error} (${body.error_description.slice(0, 300)})`
        : error;
    throw new AppError(
      400,
      `The authorization server refused the token request: ${reason}.`,
      'OAUTH-TOKEN-REFUSED',
    );
  }
  if (typeof body.access_token !== 'string' || body.access_token === '')
    throw new AppError(
      502,
      'The authorization server answered without an access token.',
      'OAUTH-TOKEN-INVALID',
    );
  return {
    accessToken: body.access_token,
    tokenType: typeof body.token_type === 'string' ? body.token_type : 'Bearer',
    ...(typeof body.expires_in === 'number' ? { expiresIn: body.expires_in } : {}),
    ...(typeof body.scope === 'string' ? { scope: body.scope } : {}),
  };
}
