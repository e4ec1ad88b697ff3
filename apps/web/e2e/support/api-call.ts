import { type Browser, expect } from '@playwright/test';

/**
 * One call to the portal's API with a bearer token, as a script would make it (seeding and checks
 * beside the browser journey); fails the test on any non-2xx, naming the call and the answer.
 * A post refused by the per-user post interval (429 with Retry-After: other specs running at the
 * same time post as the same demo users, and the shared server keeps the default interval that
 * contact-provider and get-api-access check) is sent again once the server says it may be.
 */
export async function apiCall(browser: Browser, token: string, method: string, path: string, data?: unknown) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const send = () =>
      context.request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
    let res = await send();
    for (let attempt = 0; attempt < 3 && res.status() === 429; attempt++) {
      const wait = Number(res.headers()['retry-after'] ?? 5);
      await new Promise((r) => setTimeout(r, (wait + 0.5) * 1000));
      res = await send();
    }
    expect(res.ok(), `${method} ${path} -> ${res.status()} ${await res.text()}`).toBe(true);
    return res.status() === 204 ? null : await res.json();
  } finally {
    await context.close();
  }
}
