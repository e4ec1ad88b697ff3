import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApigee, startFakeApigee } from '../../test/fake-apigee.ts';
import { apigeeTime, createApigeeRuntime, toCredential } from './apigee.ts';
import { RuntimeError } from './types.ts';

const ref = { userId: 1, email: 'dev@example.com' };

async function failure(p: Promise<unknown>): Promise<RuntimeError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RuntimeError);
  return err as RuntimeError;
}

describe('Apigee adapter against the fake management API', () => {
  let x: FakeApigee;
  let edge: FakeApigee;
  beforeAll(async () => {
    x = await startFakeApigee({ flavour: 'x', org: 'o', token: 't', products: ['p1'] });
    edge = await startFakeApigee({
      flavour: 'edge',
      org: 'o',
      username: 'u',
      password: 'pw',
      products: ['p1'],
    });
  });
  afterAll(async () => {
    await x.close();
    await edge.close();
  });
  const runtime = (url: string, extra: object = {}) =>
    createApigeeRuntime({
      baseUrl: url,
      org: 'o',
      flavour: 'x',
      token: 't',
      timeoutMs: 3000,
      keyLifetimeMs: 3_600_000,
      ...extra,
    });

  it('speaks X: string timestamps, 200 on create, {error:{code,message,status}} bodies', async () => {
    const rt = runtime(x.url);
    await rt.createDeveloper(ref, { email: ref.email, firstName: 'D', lastName: 'E', username: 'de' });
    const created = await rt.createApp(ref, 'A', ['p1']);
    expect(created.consumerSecret).toBeTruthy();
    const raw = x.store.developer(ref.email)?.apps.get('A')?.credentials[0];
    expect(raw?.expiresAt).toBeGreaterThan(Date.now());
    const conflict = await failure(
      rt.createDeveloper(ref, { email: ref.email, firstName: 'D', lastName: 'E', username: 'de' }),
    );
    expect(conflict).toMatchObject({ reason: 'conflict', status: 409 });
    expect(conflict.message).toContain('already exists');
    const missing = await failure(rt.attachProduct(ref, 'A', created.consumerKey, 'nope'));
    expect(missing).toMatchObject({ reason: 'not_found', status: 404 });
    expect(missing.message).toContain('API Product [nope] does not exist');
  });

  it('speaks Edge: basic auth, numeric timestamps and {code,message,contexts} bodies', async () => {
    const rt = runtime(edge.url, { flavour: 'edge', username: 'u', password: 'pw' });
    await rt.createDeveloper(ref, { email: ref.email, firstName: 'D', lastName: 'E', username: 'de' });
    await rt.createApp(ref, 'A', []);
    const dev = await rt.getDeveloper(ref);
    expect(dev?.apps[0].credentials[0].issuedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const res = await fetch(`${edge.url}/v1/organizations/o/developers/nobody%40x.com`, {
      headers: { authorization: `Basic ${Buffer.from('u:pw').toString('base64')}` },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'developer.service.DeveloperIdDoesNotExist',
      message: 'DeveloperId nobody@x.com does not exist in organization o',
      contexts: [],
    });
    const denied = await failure(
      runtime(edge.url, { flavour: 'edge', username: 'u', password: 'wrong' }).getDeveloper(ref),
    );
    expect(denied).toMatchObject({ reason: 'auth', status: 401 });
  });

  it('maps timeouts, unreachable hosts and non-JSON answers', async () => {
    x.intercept(() => true);
    expect((await failure(runtime(x.url, { timeoutMs: 100 }).getDeveloper(ref))).reason).toBe('timeout');
    x.intercept((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>');
      return true;
    });
    expect((await failure(runtime(x.url).getDeveloper(ref))).reason).toBe('malformed');
    x.intercept(null);
    const gone = await startFakeApigee({ flavour: 'x', org: 'o' });
    await gone.close();
    expect((await failure(runtime(gone.url).getDeveloper(ref))).reason).toBe('network');
    expect((await failure(runtime('', { org: '' }).getDeveloper(ref))).reason).toBe('config');
  });

  it('reads times and drops secrets', () => {
    expect(apigeeTime('-1')).toBeNull();
    expect(apigeeTime(1_700_000_000_000)).toBe('2023-11-14T22:13:20.000Z');
    const cred = toCredential({
      consumerKey: 'k',
      consumerSecret: 's',
      apiProducts: [{ apiproduct: 'p', status: 'approved' }],
    });
    expect(cred).not.toHaveProperty('consumerSecret');
    expect(cred.products).toEqual([{ apiProduct: 'p', status: 'approved' }]);
  });
});
