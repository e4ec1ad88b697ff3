import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Test-only: a browser and SPA walking the embedded provider's code + PKCE flow through app.inject.
 * `headers` go with every request (a browser's Accept-Language).
 */
export function oidcTestClient(
  firstApp: FastifyInstance,
  publicUrl: string,
  clientId: string,
  headers: Record<string, string> = {},
) {
  // Which server instance answers the next request (several may share one database).
  let app = firstApp;
  const origin = new URL(publicUrl);
  const jar = new Map<string, string>();
  const redirectUri = `${publicUrl}/store/auth/callback`;

  function remember(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = [
        pair.slice(0, pair.indexOf('=')).trim(),
        pair.slice(pair.indexOf('=') + 1).trim(),
      ];
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request(method: 'GET' | 'POST', url: string, form?: Record<string, string>) {
    const target = new URL(url, publicUrl);
    const res = await app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        ...headers,
        host: origin.host,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    remember(res.headers['set-cookie']);
    return res;
  }

  /** Follows redirects within the provider; stops at the SPA callback or a page. */
  async function follow(res: Awaited<ReturnType<typeof request>>) {
    let current = res;
    for (let hops = 0; hops < 10 && current.statusCode >= 300 && current.statusCode < 400; hops++) {
      const location = String(current.headers.location);
      if (location.startsWith(redirectUri)) break;
      current = await request('GET', location);
    }
    return current;
  }

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  return {
    jar,
    useInstance(next: FastifyInstance) {
      app = next;
    },
    request,
    follow,
    redirectUri,
    /** GET /oidc/auth and follow to the sign-in page; returns that response. */
    async authorize(extra: Record<string, string> = {}) {
      const params = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: 'openid profile email offline_access',
        redirect_uri: redirectUri,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 'state-1',
        nonce: 'nonce-1',
        ...extra,
      });
      return follow(await request('GET', `/oidc/auth?${params}`));
    },
    async exchange(code: string) {
      const res = await request('POST', '/oidc/token', {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: redirectUri,
        client_id: clientId,
      });
      return { status: res.statusCode, body: res.json() as Record<string, string> };
    },
    async refresh(refreshToken: string) {
      const res = await request('POST', '/oidc/token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: clientId,
      });
      return { status: res.statusCode, body: res.json() as Record<string, string> };
    },
  };
}
