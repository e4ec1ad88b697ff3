import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPglite, connectPgliteWorker, connectPostgres, type DbHandle } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new schema on
 * TEST_DATABASE_URL (dropped on close), so test files and runs never see each other's data.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // TEST_PGLITE_THREAD=worker runs a suite against PGlite on its own thread, as the server does.
    const handle = await (process.env.TEST_PGLITE_THREAD === 'worker'
      ? connectPgliteWorker(undefined)
      : connectPglite(undefined));
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
