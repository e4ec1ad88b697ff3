/**
 * Early data fetches (issue 16 part 8). The tiny entry module (main.tsx) starts the calls a page
 * load is sure to make — the sign-in settings, the startup calls and the current page's first data —
 * before the app's code has arrived, with the token the OIDC client stored in this tab; the api
 * client then takes each answer instead of asking again. So the page's data arrives in parallel with
 * its code instead of after it.
 *
 * A prefetched answer is handed out once, only for the same URL and the same bearer token (a renewed
 * or different token asks again), and only within PREFETCH_TTL_MS of the page load: later calls
 * always go to the server. An answer nobody took is dropped then.
 */
export const PREFETCH_TTL_MS = 10_000;

/** Accept header every prefetch sends: what apiFetch and fetchAuthConfig send. */
const ACCEPT = 'application/json';

interface Prefetched {
  token: string | null;
  response: Promise<Response>;
  startedAt: number;
}

const pending = new Map<string, Prefetched>();

const keyOf = (url: string, token: string | null) => `${token ?? ''} ${url}`;

/** Starts GET `url` (a same-origin path) now; `token` is sent as the bearer when given. */
export function prefetch(url: string, token: string | null, now = Date.now()): void {
  const key = keyOf(url, token);
  if (pending.has(key)) return;
  const headers: Record<string, string> = { accept: ACCEPT };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Promise<Response>;
  try {
    response = fetch(url, { headers });
  } catch {
    return;
  }
  // Not taken, or failed: nobody waits on it, so no unhandled rejection either.
  response.catch(() => {});
  pending.set(key, { token, response, startedAt: now });
  setTimeout(() => {
    const entry = pending.get(key);
    if (entry?.response !== response) return;
    pending.delete(key);
    // Frees the connection's unread body.
    response.then((r) => r.body?.cancel()).catch(() => {});
  }, PREFETCH_TTL_MS);
}

/**
 * The prefetched answer to GET `url` with `token`, handed out once; null when there is none (or it
 * is older than PREFETCH_TTL_MS): the caller fetches it itself.
 */
export function takePrefetched(
  url: string,
  token: string | null,
  now = Date.now(),
): Promise<Response> | null {
  const key = keyOf(url, token);
  const entry = pending.get(key);
  if (!entry) return null;
  pending.delete(key);
  if (now - entry.startedAt > PREFETCH_TTL_MS) return null;
  return entry.response;
}

/** Tests: forget every prefetch. */
export function clearPrefetches(): void {
  pending.clear();
}

/** The part of what oidc-client-ts stores for a signed-in user that a prefetch needs. */
interface StoredToken {
  access_token?: unknown;
  expires_at?: unknown;
}

/** A prefetch is not worth starting when the token expires within this margin (it is renewed first). */
const EXPIRY_MARGIN_SECONDS = 5;

/**
 * The access token oidc-client-ts keeps for this tab ("oidc.user:{authority}:{client}" in session
 * storage), read before the sign-in settings are known: exactly one unexpired entry, else null.
 * (The api client only takes an answer fetched with the token it would send itself.)
 */
export function storedAccessToken(storage: Storage, nowMs = Date.now()): string | null {
  const tokens: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith('oidc.user:')) continue;
      const user = JSON.parse(storage.getItem(key) ?? 'null') as StoredToken | null;
      if (typeof user?.access_token !== 'string') continue;
      if (typeof user.expires_at === 'number' && user.expires_at - nowMs / 1000 <= EXPIRY_MARGIN_SECONDS)
        continue;
      tokens.push(user.access_token);
    }
  } catch {
    return null;
  }
  return tokens.length === 1 ? tokens[0]! : null;
}
