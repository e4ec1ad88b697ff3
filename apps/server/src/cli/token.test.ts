import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliKeyFile, readCliKeyFile, writeCliKeyFile } from '../auth/embedded/cli-key-file.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { issueCliToken, parseTokenArgs } from './token.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-token-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('storefront token', () => {
  it('prints a token the server accepts, from the key file the server leaves beside PGlite', async () => {
    const config = { ...t.config, dataDir, databaseUrl: undefined };
    await writeCliKeyFile(config, t.db);
    expect(fs.statSync(cliKeyFile(config)).mode & 0o077).toBe(0);
    const key = readCliKeyFile(config);
    expect(key?.kid).toBe(t.key.kid);

    const token = await issueCliToken(config, ['paula', '--ttl', '120'], async () => key!);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: 'paula', aud: 'storefront-api', roles: ['provider', 'admin'] });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(120);
    const res = await t.app.inject({
      url: '/api/web/my/stuff',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('uses the configured access token lifetime by default', async () => {
    const token = await issueCliToken(t.config, ['alice'], async () => t.key);
    const claims = decodeJwt(token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(t.config.oidc.accessTokenTtlSeconds);
  });

  it('explains unknown users, bad options and external identity mode', async () => {
    await expect(issueCliToken(t.config, ['mallory'], async () => t.key)).rejects.toThrow(
      'unknown user "mallory"; demo accounts: alice, bob, paula',
    );
    expect(() => parseTokenArgs([])).toThrow('usage: npm run storefront -- token');
    expect(() => parseTokenArgs(['alice', '--ttl', 'soon'])).toThrow('--ttl must be 1 to 86400 seconds');
    expect(parseTokenArgs(['bob', '--ttl=60'])).toEqual({ username: 'bob', ttl: 60 });
    await expect(issueCliToken({ ...t.config, demo: false }, ['alice'], async () => t.key)).rejects.toThrow(
      'demo accounts exist only in demo mode (STOREFRONT_DEMO=true)',
    );
    const external = loadConfig({ OIDC_ISSUER: 'https://idp.example.com/realms/x' });
    await expect(issueCliToken(external, ['alice'], async () => t.key)).rejects.toThrow(
      'this command works only with the embedded one',
    );
  });

  it('writes no key file with PostgreSQL or an external issuer', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-token-'));
    await writeCliKeyFile({ ...t.config, dataDir: other, databaseUrl: 'postgres://x' }, t.db);
    await writeCliKeyFile(loadConfig({ DATA_DIR: other, OIDC_ISSUER: 'https://idp.example.com' }), t.db);
    expect(fs.readdirSync(other)).toEqual([]);
    fs.rmSync(other, { recursive: true });
  });
});
