import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPglite, connectPgliteWorker, connectPostgres, type DbHandle } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';

/** The template's bytes, read once per test file: a file may open several databases. */
let templateBytes: Blob | undefined;
function templateBlob(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file && !templateBytes) templateBytes = new Blob([fs.readFileSync(file)]);
  return file ? templateBytes : undefined;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new schema on
 * TEST_DATABASE_URL (dropped on close), so test files and runs never see each other's data.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // TEST_PGLITE_THREAD=worker runs a suite against PGlite on its own thread, as the server does. On
    // this thread, each database is a copy of the run's migrated template (test/pglite-template.ts),
    // so migrate finds nothing left to apply.
    const handle = await (process.env.TEST_PGLITE_THREAD === 'worker'
      ? connectPgliteWorker(undefined)
      : connectPglite(undefined, templateBlob()));
    await migrate(handle);
    return handle;
  }
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = connectPostgres(url, { searchPath: `${schema},public`, max: 4 });
  await migrate(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
