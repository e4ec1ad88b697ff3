import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../test/fake-fetch.ts';
import { type ApiAuth, apiGet, apiPost, buildUrl, configureApiAuth } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { clearPrefetches, prefetch } from './prefetch.ts';

function fakeAuth(tokens: string[], renewOk = true) {
  let current = tokens[0];
  const auth: ApiAuth & { renew: ReturnType<typeof vi.fn>; signIn: ReturnType<typeof vi.fn> } = {
    getAccessToken: async () => current,
    renew: vi.fn(async () => {
      if (!renewOk) return false;
      current = tokens[1];
      return true;
    }),
    signIn: vi.fn(async () => {}),
  };
  configureApiAuth(auth);
  return auth;
}

const authHeader = (init?: RequestInit) => new Headers(init?.headers).get('authorization');

afterEach(() => configureApiAuth(null));

describe('api client', () => {
  it('sends the bearer token and parses JSON', async () => {
    fakeAuth(['t1']);
    const fetchMock = fakeFetch({ '/api/web/config': { ok: true } });
    await expect(apiGet('/api/web/config')).resolves.toEqual({ ok: true });
    expect(authHeader(fetchMock.mock.calls[0][1])).toBe('Bearer t1');
  });

  it('turns a JSON error body into ApiError(status, code, detail)', async () => {
    fakeAuth(['t1']);
    fakeFetch({ '/api/web/x': () => json({ code: 'NO_EMAIL', detail: 'No associated email address' }, 400) });
    const err = await apiGet('/api/web/x').catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'NO_EMAIL', detail: 'No associated email address' });
  });

  it('takes a non-JSON error detail from the status text with code HTTP-{status}', async () => {
    fakeAuth(['t1']);
    fakeFetch({
      '/api/web/x': () =>
        new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const err = await apiGet('/api/web/x').catch((e) => e);
    expect(err).toMatchObject({ status: 502, code: 'HTTP-502', detail: 'Bad Gateway' });
  });

  it('marks 403 as forbidden', async () => {
    fakeAuth(['t1']);
    fakeFetch({
      '/api/web/x': () =>
        json({ code: 'HTTP-403', detail: 'You do not have permission to access this.' }, 403),
    });
    const err = (await apiGet('/api/web/x').catch((e) => e)) as ApiError;
    expect(err.isForbidden).toBe(true);
  });

  it('on 401 renews once and retries with the new token', async () => {
    const auth = fakeAuth(['old', 'new']);
    const fetchMock = fakeFetch({
      '/api/web/x': (_url: URL, init?: RequestInit) =>
        authHeader(init) === 'Bearer new'
          ? json({ fine: 1 })
          : json({ code: 'HTTP-401', detail: 'expired' }, 401),
    });
    await expect(apiPost('/api/web/x', { a: 1 })).resolves.toEqual({ fine: 1 });
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(auth.signIn).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][1]?.body).toBe('{"a":1}');
  });

  it('sends the user to sign in when the retry is still 401', async () => {
    const auth = fakeAuth(['old', 'new']);
    const fetchMock = fakeFetch({ '/api/web/x': () => json({ code: 'HTTP-401', detail: 'nope' }, 401) });
    const err = await apiGet('/api/web/x').catch((e) => e);
    expect(err).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it('neither renews nor signs in again when the token is refused for its audience', async () => {
    const auth = fakeAuth(['old', 'new']);
    const detail =
      'The access token was refused: its audience (aud) does not include "storefront-api" (OIDC_AUDIENCE).';
    const fetchMock = fakeFetch({ '/api/web/x': () => json({ code: 'TOKEN-AUDIENCE', detail }, 401) });
    const err = await apiGet('/api/web/x').catch((e) => e);
    expect(err).toMatchObject({ status: 401, code: 'TOKEN-AUDIENCE', detail });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(auth.renew).not.toHaveBeenCalled();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('sends the user to sign in without a retry when renewal fails', async () => {
    const auth = fakeAuth(['old'], false);
    const fetchMock = fakeFetch({ '/api/web/x': () => json({ code: 'HTTP-401', detail: 'nope' }, 401) });
    await expect(apiGet('/api/web/x')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as a network ApiError', async () => {
    fakeAuth(['t1']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/api/web/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('sends one request for identical writes in flight and gives both callers its answer', async () => {
    fakeAuth(['t1']);
    let release: (r: Response) => void = () => {};
    const fetchMock = fakeFetch({
      '/api/web/items/1/comments': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const first = apiPost('/api/web/items/1/comments', { text: 'hi' });
    const second = apiPost('/api/web/items/1/comments', { text: 'hi' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release(json({ id: 7 }));
    await expect(first).resolves.toEqual({ id: 7 });
    await expect(second).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends different writes, and the same write again once the first has answered', async () => {
    fakeAuth(['t1']);
    const fetchMock = fakeFetch({ '/api/web/items/1/comments': () => json({ ok: true }) });
    await Promise.all([
      apiPost('/api/web/items/1/comments', { text: 'a' }),
      apiPost('/api/web/items/1/comments', { text: 'b' }),
    ]);
    await apiPost('/api/web/items/1/comments', { text: 'a' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a failed write is not remembered: the retry is sent', async () => {
    fakeAuth(['t1']);
    let calls = 0;
    const fetchMock = fakeFetch({
      '/api/web/x': () => (++calls === 1 ? json({ code: 'X', detail: 'no' }, 500) : json({ ok: true })),
    });
    await expect(apiPost('/api/web/x', { a: 1 })).rejects.toBeInstanceOf(ApiError);
    await expect(apiPost('/api/web/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('builds query strings, leaving out empty values and repeating arrays', () => {
    expect(buildUrl('/a', { text: 'x y', empty: '', none: undefined, dim: ['a', 'b'], offset: 0 })).toBe(
      '/a?text=x+y&dim=a&dim=b&offset=0',
    );
  });
});

describe('api client with prefetched answers (prefetch.ts)', () => {
  afterEach(() => clearPrefetches());

  it('takes the answer the entry module started for the same URL and token, without asking again', async () => {
    fakeAuth(['t1']);
    let calls = 0;
    const fetchMock = fakeFetch({ '/api/web/config': () => json({ call: ++calls }) });
    prefetch('/api/web/config', 't1');
    await expect(apiGet('/api/web/config')).resolves.toEqual({ call: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once only: the next call asks the server.
    await expect(apiGet('/api/web/config')).resolves.toEqual({ call: 2 });
  });

  it('asks itself when the prefetch used another token, or for a write', async () => {
    fakeAuth(['t2']);
    const fetchMock = fakeFetch({ '/api/web/x': { ok: true } });
    prefetch('/api/web/x', 't1');
    await apiGet('/api/web/x');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authHeader(fetchMock.mock.calls[1][1])).toBe('Bearer t2');
    prefetch('/api/web/x', 't2');
    await apiPost('/api/web/x', { a: 1 });
    expect(fetchMock.mock.calls[3][1]?.method).toBe('POST');
  });

  it('a prefetched 401 renews the token and asks again, as any 401', async () => {
    const auth = fakeAuth(['t1', 't2']);
    const fetchMock = fakeFetch({
      '/api/web/config': (_url: URL, init?: RequestInit) =>
        new Headers(init?.headers).get('authorization') === 'Bearer t2'
          ? json({ ok: true })
          : json({ code: 'HTTP-401', detail: 'Unauthorized' }, 401),
    });
    prefetch('/api/web/config', 't1');
    await expect(apiGet('/api/web/config')).resolves.toEqual({ ok: true });
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a prefetch that could not reach the server is a network error', async () => {
    fakeAuth(['t1']);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    prefetch('/api/web/config', 't1');
    await expect(apiGet('/api/web/config')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
