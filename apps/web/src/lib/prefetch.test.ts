import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPrefetches, PREFETCH_TTL_MS, prefetch, storedAccessToken, takePrefetched } from './prefetch.ts';

const ok = (body: string) => new Response(body, { status: 200 });

describe('prefetch', () => {
  beforeEach(() => clearPrefetches());
  afterEach(() => {
    clearPrefetches();
    vi.useRealTimers();
  });

  it('starts the GET at once with the bearer token and hands its answer out once', async () => {
    const fetchMock = vi.fn(async () => ok('one'));
    vi.stubGlobal('fetch', fetchMock);
    prefetch('/api/web/config', 't1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/web/config');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer t1');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');

    const taken = takePrefetched('/api/web/config', 't1');
    expect(await (await taken!).text()).toBe('one');
    expect(takePrefetched('/api/web/config', 't1')).toBeNull();
  });

  it('starts one request per URL and token', () => {
    const fetchMock = vi.fn(async () => ok('x'));
    vi.stubGlobal('fetch', fetchMock);
    prefetch('/api/auth-config', null);
    prefetch('/api/auth-config', null);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(
      new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).has(
        'authorization',
      ),
    ).toBe(false);
  });

  it('is not handed out for another token or another URL', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok('x')),
    );
    prefetch('/api/web/config', 't1');
    expect(takePrefetched('/api/web/config', 't2')).toBeNull();
    expect(takePrefetched('/api/web/config', null)).toBeNull();
    expect(takePrefetched('/api/web/config?x=1', 't1')).toBeNull();
    expect(takePrefetched('/api/web/config', 't1')).not.toBeNull();
  });

  it('is not handed out after PREFETCH_TTL_MS, and is dropped then', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok('x')),
    );
    prefetch('/api/web/a', 't1', 1000);
    expect(takePrefetched('/api/web/a', 't1', 1000 + PREFETCH_TTL_MS + 1)).toBeNull();
    prefetch('/api/web/b', 't1');
    await vi.advanceTimersByTimeAsync(PREFETCH_TTL_MS + 1);
    expect(takePrefetched('/api/web/b', 't1')).toBeNull();
  });

  it('keeps a failed request from surfacing as an unhandled rejection, and hands the failure to its taker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    prefetch('/api/web/config', 't1');
    await expect(takePrefetched('/api/web/config', 't1')).rejects.toThrow('Failed to fetch');
  });
});

function storage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('storedAccessToken', () => {
  const now = 1_700_000_000_000;
  const user = (token: string, expiresAt?: number) =>
    JSON.stringify({ access_token: token, expires_at: expiresAt, profile: {} });

  it('reads the one unexpired OIDC user of the tab', () => {
    const s = storage({
      'storefront.mockToken': 'x',
      'oidc.user:http://idp/:web': user('tok', now / 1000 + 300),
    });
    expect(storedAccessToken(s, now)).toBe('tok');
  });

  it('accepts a token without an expiry', () => {
    expect(storedAccessToken(storage({ 'oidc.user:a:b': user('tok') }), now)).toBe('tok');
  });

  it('is null when the token is expired or about to', () => {
    expect(storedAccessToken(storage({ 'oidc.user:a:b': user('tok', now / 1000 - 1) }), now)).toBeNull();
    expect(storedAccessToken(storage({ 'oidc.user:a:b': user('tok', now / 1000 + 2) }), now)).toBeNull();
  });

  it('is null when there is no user, more than one, or a malformed one', () => {
    expect(storedAccessToken(storage({}), now)).toBeNull();
    expect(
      storedAccessToken(storage({ 'oidc.user:a:b': user('t1'), 'oidc.user:c:d': user('t2') }), now),
    ).toBeNull();
    expect(storedAccessToken(storage({ 'oidc.user:a:b': '{not json' }), now)).toBeNull();
    expect(storedAccessToken(storage({ 'oidc.user:a:b': JSON.stringify({ profile: {} }) }), now)).toBeNull();
  });

  it('is null when storage throws (disabled)', () => {
    const s = storage({});
    Object.defineProperty(s, 'length', {
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(storedAccessToken(s, now)).toBeNull();
  });
});
