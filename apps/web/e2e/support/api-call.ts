import { type Browser, expect } from '@playwright/test';

/**
 * One call to the portal's API with a bearer token, as a script would make it (seeding and checks
 * beside the browser journey); fails the test on any non-2xx, naming the call and the answer.
 */
export async function apiCall(browser: Browser, token: string, method: string, path: string, data?: unknown) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const res = await context.request.fetch(path, {
      method,
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok(), `${method} ${path} -> ${res.status()} ${await res.text()}`).toBe(true);
    return res.status() === 204 ? null : await res.json();
  } finally {
    await context.close();
  }
}
