import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../config.ts';
import type { DbHandle } from '../../db/connection.ts';
import { createTestDb } from '../../test/db.ts';
import { createRuntimes } from './index.ts';
import { createKeySealer, KeyUnsealable, resolveKeysSecret } from './key-sealing.ts';
import { hashSecret } from './keys.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe('key sealing', () => {
  it('opens what it sealed, only with the same secret and for the same row', () => {
    const sealer = createKeySealer(SECRET);
    const sealed = sealer.seal('the-key', hashSecret('the-key'));
    expect(sealed).not.toContain('the-key');
    expect(sealer.open(sealed, hashSecret('the-key'))).toBe('the-key');
    // Random IVs: the same key sealed twice differs.
    expect(sealer.seal('the-key', hashSecret('the-key'))).not.toBe(sealed);
    expect(() => createKeySealer(`${SECRET}x`).open(sealed, hashSecret('the-key'))).toThrow(KeyUnsealable);
    expect(() => sealer.open(sealed, hashSecret('another-key'))).toThrow(KeyUnsealable);
    expect(() => sealer.open('v1.broken', hashSecret('the-key'))).toThrow(KeyUnsealable);
  });

  it('generates a secret once into DATA_DIR (mode 0600) and reads it back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-secret-'));
    const first = resolveKeysSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveKeysSecret({ dataDir: dir })).toBe(first);
    expect(fs.statSync(path.join(dir, 'keys-encryption.key')).mode & 0o777).toBe(0o600);
    expect(resolveKeysSecret({ env: SECRET, dataDir: dir })).toBe(SECRET);
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses a short KEYS_ENCRYPTION_KEY at start', () => {
    expect(() => readRuntimeConfig({ KEYS_ENCRYPTION_KEY: 'short' })).toThrow(/at least 32 characters/);
  });
});

describe('keys stored in plain text before migration 0060', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('are sealed at start, their plain text cleared, and still shown to their owner', async () => {
    const { db } = handle;
    const [user] = await sql<{ id: number }>`
      INSERT INTO users (iss, sub, username, email) VALUES ('t', 'legacy', 'legacy', 'legacy@example.com')
      RETURNING id`
      .execute(db)
      .then((r) => r.rows);
    await sql`INSERT INTO runtime_developers (user_id, email, first_name, last_name, username)
      VALUES (${user.id}, 'legacy@example.com', 'Le', 'Gacy', 'legacy')`.execute(db);
    await sql`INSERT INTO runtime_apps (developer_id, name)
      SELECT id, 'Old' FROM runtime_developers WHERE user_id = ${user.id}`.execute(db);
    await sql`INSERT INTO runtime_credentials (app_id, consumer_key, key_hash, secret_hash, issued_at)
      SELECT id, 'legacy-plain-key', ${hashSecret('legacy-plain-key')}, ${hashSecret('s')}, now()
      FROM runtime_apps WHERE name = 'Old'`.execute(db);

    const runtimes = await createRuntimes({ ...readRuntimeConfig({}), keysEncryptionKey: SECRET }, db);
    const row = await db.selectFrom('runtime_credentials').selectAll().executeTakeFirstOrThrow();
    expect(row.consumer_key).toBeNull();
    expect(row.consumer_key_sealed).not.toContain('legacy-plain-key');
    const developer = await runtimes.pick('native')?.getDeveloper({
      userId: user.id,
      email: 'legacy@example.com',
    });
    expect(developer?.apps[0].credentials.map((c) => c.consumerKey)).toEqual(['legacy-plain-key']);
    await runtimes.close();
  });
});
