import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
let paula: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  paula = { ...(await t.authHeaders('paula')), 'content-type': 'application/json' };
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT', url: string, body: string) =>
  t.app.inject({ method, url, headers: paula, payload: body });

/**
 * Found by the schema fuzzer (issue 16): values the schemas admit but PostgreSQL cannot store were
 * 500s. They are the client's error: 400 in the { code, detail } shape, and nothing is written.
 */
describe('values the database refuses', () => {
  it('answers 400 to an integer beyond the column (position 1e308) and creates nothing', async () => {
    const res = await send(
      'POST',
      '/api/provider/dimensions',
      '{"code":"huge","name":"Huge","position":1e308}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HTTP-400');
    expect(res.json().detail).toMatch(/^Invalid request: a (number is out of range|value is malformed)$/);
    const dims = await t.db.selectFrom('dimensions').select('code').where('code', '=', 'huge').execute();
    expect(dims).toEqual([]);
  });

  it('answers 400 to text with a lone surrogate and stores nothing', async () => {
    const body = '{"code":"odd","name":"Odd","cost":"1","period":"m","quota":"\\ud800","description":"x"}';
    const res = await send('POST', '/api/provider/pricing-plans', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HTTP-400');
    expect(res.json().detail).toMatch(/^Invalid request: /);
    const plans = await t.db
      .selectFrom('dimension_values')
      .select('code')
      .where('code', '=', 'odd')
      .execute();
    expect(plans).toEqual([]);
  });

  it('still answers 201 to the same plan with storable text', async () => {
    const body =
      '{"code":"fine","name":"Fine","cost":"1","period":"m","quota":"\\ud83d\\ude00","description":"x"}';
    expect((await send('POST', '/api/provider/pricing-plans', body)).statusCode).toBe(201);
  });
});
