import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DETAIL } from '../../errors.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * Issue 15: every provider route refuses consumers. The list comes from the app itself (the
 * registered routes and the OpenAPI document it serves), never from a hand-written list, so a
 * provider route added tomorrow is covered without touching this file.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Route = { method: string; url: string };

/** Fastify's :param and OpenAPI's {param} become a concrete value; wildcards a segment. */
function concrete(url: string): string {
  return url
    .replace(/:[A-Za-z_]+/g, '1')
    .replace(/\{[A-Za-z_]+\}/g, '1')
    .replace(/\*/g, 'x');
}

function registeredProviderRoutes(): Route[] {
  return t.app.protectedRoutes.filter((r) => r.url.startsWith('/api/provider/'));
}

async function documentedProviderRoutes(): Promise<Route[]> {
  const res = await t.app.inject({ url: '/api/web/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, unknown>>;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/provider/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'put', 'post', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url: path })),
    );
}

async function refusals(user: string, routes: Route[]): Promise<string[]> {
  const headers = await t.authHeaders(user);
  const failures: string[] = [];
  for (const { method, url } of routes) {
    const res = await t.app.inject({ method: method as 'GET', url: concrete(url), headers });
    const ok = res.statusCode === 403 && (method === 'HEAD' || res.json().detail === PERMISSION_DETAIL);
    if (!ok) failures.push(`${method} ${url} -> ${res.statusCode}`);
  }
  return failures;
}

describe('provider routes refuse consumers (generated from the route table)', () => {
  it('finds the provider routes in the registry and in the OpenAPI document', async () => {
    const registered = registeredProviderRoutes();
    const documented = await documentedProviderRoutes();
    // The areas the workspace uses must be among them, or the generation silently shrank.
    const urls = registered.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('PUT /api/provider/branding');
    expect(urls).toContain('POST /api/provider/items/:id/notices');
    expect(urls).toContain('GET /api/provider/access-requests');
    expect(urls).toContain('GET /api/provider/conversations/unanswered');
    expect(registered.length).toBeGreaterThan(10);
    expect(documented.length).toBeGreaterThan(10);
  });

  for (const user of ['alice', 'bob']) {
    it(`answers 403 with the permission detail to ${user} on every registered provider route`, async () => {
      expect(await refusals(user, registeredProviderRoutes())).toEqual([]);
    });

    it(`answers 403 to ${user} on every provider path of the OpenAPI document`, async () => {
      expect(await refusals(user, await documentedProviderRoutes())).toEqual([]);
    });
  }

  it('lets paula (provider) past the role check on the same routes', async () => {
    const headers = await t.authHeaders('paula');
    const refused: string[] = [];
    for (const { method, url } of registeredProviderRoutes()) {
      const res = await t.app.inject({ method: method as 'GET', url: concrete(url), headers });
      if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${method} ${url}`);
    }
    expect(refused).toEqual([]);
  });
});
