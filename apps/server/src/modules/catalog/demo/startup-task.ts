import { sql } from 'kysely';
import type { App } from '../../../app.ts';
import type { Database } from '../../../db/connection.ts';
import { seedDemo } from './seed-demo.ts';

// Any constant: serialises the demo seed across app instances starting at once on one PostgreSQL.
const SEED_LOCK = 7_431_002;

const isEmpty = async (db: Database) =>
  !(await db.selectFrom('catalog_items').select('id').limit(1).executeTakeFirst());

/**
 * On the first start against an empty catalogue (and STOREFRONT_SEED_DEMO not false), loads the
 * demo catalogue. A catalogue with any item is left alone, so restarts and real data are untouched.
 */
export async function seedDemoIfEmpty(app: App) {
  if (!app.config.seedDemo || !(await isEmpty(app.db))) return;
  const log = (line: string) => app.log.info(line);
  if (app.dbHandle.kind !== 'postgres') {
    await seedDemo(app.db, log);
    return;
  }
  await app.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(conn);
    try {
      if (await isEmpty(conn)) await seedDemo(conn, log);
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(conn);
    }
  });
}
