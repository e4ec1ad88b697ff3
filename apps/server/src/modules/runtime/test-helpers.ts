import type { DeveloperBody, ItemRuntime } from '@storefront/contract/runtime';
import type { TestApp } from '../../test/app.ts';

/** Calls of the runtime module as a signed-in demo user. */
export function runtimeClient(t: TestApp, headers: Record<string, string>, itemId: string) {
  const base = `/api/web/catalog/item/${itemId}/runtime`;
  const dev = (email: string) => `${base}/${encodeURIComponent(email)}/platformRuntime`;
  return {
    get: () => t.app.inject({ url: base, headers }),
    newKey: () => t.app.inject({ method: 'POST', url: base, headers }),
    create: (payload: object, email = 'alice@example.com') =>
      t.app.inject({ method: 'POST', url: `${dev(email)}/developer`, headers, payload }),
    put: (payload: object, email = 'alice@example.com') =>
      t.app.inject({ method: 'PUT', url: `${dev(email)}/developer`, headers, payload }),
    rotate: (payload: object, email = 'alice@example.com') =>
      t.app.inject({ method: 'POST', url: `${dev(email)}/credentials/rotate`, headers, payload }),
    revoke: (payload: object, email = 'alice@example.com') =>
      t.app.inject({ method: 'POST', url: `${dev(email)}/credentials/revoke`, headers, payload }),
    events: (email = 'alice@example.com') => t.app.inject({ url: `${dev(email)}/events`, headers }),
  };
}

export const alice = {
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Consumer',
  username: 'alice',
};

/** A PUT/POST body for alice with the given apps. */
export const body = (apps: DeveloperBody['apps'], extra: Partial<DeveloperBody> = {}): DeveloperBody => ({
  ...alice,
  apps,
  ...extra,
});

export function appOf(json: ItemRuntime, name: string) {
  const app = json.platformRuntime.developer?.apps.find((a) => a.name === name);
  if (!app) throw new Error(`no app ${name}`);
  return app;
}
