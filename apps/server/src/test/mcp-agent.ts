import { createServer } from 'node:net';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { auth as sdkAuth, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';

/** A free TCP port on loopback (the app's PUBLIC_URL must name the port it listens on). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Test-only: an MCP client's OAuth side, as the SDK expects it. It registers itself (RFC 7591),
 * keeps what the SDK hands it, and records the authorization URL the SDK would open in a browser.
 */
export class TestAgentAuth implements OAuthClientProvider {
  readonly redirectUrl = 'http://127.0.0.1:9/agent/callback';
  authorizationUrl?: URL;
  /** The state sent with the authorization request; the redirect must bring it back. */
  readonly sentState = `state-${Math.random().toString(36).slice(2)}`;
  private info?: OAuthClientInformationMixed;
  private saved?: OAuthTokens;
  private verifier = '';
  private readonly name: string;

  /** `info`: a client registered before (the same agent signing in again), instead of registering. */
  constructor(opts: { name?: string; info?: OAuthClientInformationMixed } = {}) {
    this.name = opts.name ?? 'Storefront test agent';
    this.info = opts.info;
  }

  state() {
    return this.sentState;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** Test-only: a browser's cookies for the embedded provider (one jar is one browser session). */
export type CookieJar = Map<string, string>;

export interface BrowserAuthorization {
  /** The client's redirect URI with the answer: code (and state), or error=access_denied. */
  callback: URL;
  /** The consent screen's HTML when the provider asked the user, else null. */
  consentPage: string | null;
  /** Whether the sign-in form was shown (false when the jar's session was still signed in). */
  signedIn: boolean;
}

/**
 * Test-only: the user's browser on the embedded provider. Opens the authorization URL, signs in on
 * the provider's form when asked, answers the consent screen when shown (Allow or Deny), and follows
 * redirects until the client's redirect URI.
 */
export async function authorizeInBrowser(
  authorizationUrl: URL,
  redirectUrl: string,
  username: string,
  opts: { consent?: 'allow' | 'deny'; jar?: CookieJar } = {},
): Promise<BrowserAuthorization> {
  const jar = opts.jar ?? new Map<string, string>();
  async function go(url: string, init: RequestInit = {}) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
    return res;
  }
  async function follow(res: Response, base: string): Promise<{ res: Response; url: string }> {
    let current = res;
    let url = base;
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops++) {
      url = new URL(current.headers.get('location') ?? '', url).href;
      if (url.startsWith(redirectUrl)) return { res: current, url };
      current = await go(url);
    }
    return { res: current, url };
  }
  async function post(action: string, from: string, form: Record<string, string> = {}) {
    const url = new URL(action.replace(/&amp;/g, '&'), from).href;
    const res = await go(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return follow(res, url);
  }
  let step = await follow(await go(authorizationUrl.href), authorizationUrl.href);
  let signedIn = false;
  let consentPage: string | null = null;
  for (let pages = 0; pages < 3 && !step.url.startsWith(redirectUrl); pages++) {
    const html = await step.res.text();
    const login = html.match(/action="([^"]+\/login)"/)?.[1];
    const answer = html.match(new RegExp(`action="([^"]+\\/${opts.consent ?? 'allow'})"`))?.[1];
    if (login && !signedIn) {
      signedIn = true;
      step = await post(login, step.url, { username, password: 'storefront' });
    } else if (answer && consentPage === null) {
      consentPage = html;
      step = await post(answer, step.url);
    } else throw new Error(`unexpected page (HTTP ${step.res.status}): ${html.slice(0, 300)}`);
  }
  if (!step.url.startsWith(redirectUrl))
    throw new Error(`sign-in did not come back (HTTP ${step.res.status})`);
  return { callback: new URL(step.url), consentPage, signedIn };
}

/** Test-only: signs in, allows the client, and returns the authorization code. */
export async function signInInBrowser(authorizationUrl: URL, redirectUrl: string, username: string) {
  const { callback } = await authorizeInBrowser(authorizationUrl, redirectUrl, username);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${callback.search}`);
  return code;
}

/**
 * Test-only: an MCP client signed in as `username` through the real flow: the first connect is
 * refused (401 + resource metadata), the SDK discovers the provider, registers and starts the
 * authorization; the user signs in; the SDK exchanges the code (PKCE, resource) and connects again.
 */
export async function connectAgent(mcpUrl: string, username: string) {
  const auth = new TestAgentAuth();
  const first = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: auth });
  const refused = await new Client({ name: 'storefront-test-agent', version: '1.0.0' }).connect(first).then(
    () => null,
    (err: unknown) => err,
  );
  if (!(refused instanceof UnauthorizedError) || !auth.authorizationUrl)
    throw new Error(`expected the first connect to ask for sign-in, got ${String(refused)}`);
  const code = await signInInBrowser(auth.authorizationUrl, auth.redirectUrl, username);
  await first.finishAuth(code);
  const client = new Client({ name: 'storefront-test-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: auth }));
  return { client, auth };
}

/**
 * An agent's access token for `username` through the same flow, without connecting: the SDK's own
 * auth() discovers, registers and exchanges (scripts/mcp-inspector.sh hands it to the Inspector).
 */
export async function agentToken(mcpUrl: string, username: string): Promise<string> {
  const auth = new TestAgentAuth();
  if ((await sdkAuth(auth, { serverUrl: mcpUrl })) !== 'REDIRECT' || !auth.authorizationUrl)
    throw new Error('the authorization server did not ask for sign-in');
  const code = await signInInBrowser(auth.authorizationUrl, auth.redirectUrl, username);
  await sdkAuth(auth, { serverUrl: mcpUrl, authorizationCode: code });
  const token = auth.tokens()?.access_token;
  if (!token) throw new Error('no access token');
  return token;
}
