import { vi } from 'vitest';

export type FakeReply = unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>);

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs global fetch: each path (without query) answers with its JSON value or its function's
 * Response; anything else is a 404 in the server's error shape. Returns the mock to inspect calls.
 */
export function fakeFetch(routes: Record<string, FakeReply>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const reply = routes[url.pathname];
    if (reply === undefined) return json({ code: 'HTTP-404', detail: 'Not found.' }, 404);
    if (typeof reply === 'function') return reply(url, init);
    return json(reply);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
