import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Found by the schema fuzzer (issue 16): the contract allows timestamps up to JS's last date. */
describe('PUT /api/web/my/store/announcements/upto/:timestamp at the edges of its range', () => {
  for (const timestamp of [0, 253_402_300_800_000, 8_640_000_000_000_000]) {
    it(`marks announcements read up to ${timestamp} without a server error, never beyond now`, async () => {
      const before = Date.now();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/web/my/store/announcements/upto/${timestamp}`,
        headers: await t.authHeaders('alice'),
      });
      expect(res.statusCode).toBe(200);
      const upto = res.json().upto as string;
      expect(Date.parse(upto)).toBeLessThanOrEqual(Date.now() + 1000);
      if (timestamp > before) expect(Date.parse(upto)).toBeGreaterThanOrEqual(before - 60_000);
    });
  }
});
