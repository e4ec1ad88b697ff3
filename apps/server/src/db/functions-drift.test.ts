import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/db.ts';
import { dumpFunctions, FUNCTIONS_FILE, REGENERATE_COMMAND } from './dump-functions.ts';
import type { DbHandle } from './handle.ts';

/**
 * db/schema/functions.sql shows the live body of every function and trigger; this fails when a
 * migration changes one and the file was not regenerated (on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL, where the test schema's name is stripped from the dump).
 */
describe('db/schema/functions.sql', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  }, 120_000);
  afterAll(() => handle?.close());

  it('is the current definition of every function and trigger after all migrations', async () => {
    const dumped = await dumpFunctions(handle.db);
    const file = fs.existsSync(FUNCTIONS_FILE) ? fs.readFileSync(FUNCTIONS_FILE, 'utf8') : '';
    // The message first, then the line-by-line difference.
    expect(file, `db/schema/functions.sql is stale: run ${REGENERATE_COMMAND}`).toBe(dumped);
  });

  it('lists the functions redefined by later migrations once, with their latest body', async () => {
    const file = fs.readFileSync(FUNCTIONS_FILE, 'utf8');
    expect(file.match(/^CREATE OR REPLACE FUNCTION catalog_details_bump\(/gm)).toHaveLength(1);
    expect(file).not.toMatch(/^CREATE OR REPLACE FUNCTION (public|t_\w+)\./m);
    expect(file).not.toMatch(/FUNCTION (public\.)?similarity\(/);
  });
});
