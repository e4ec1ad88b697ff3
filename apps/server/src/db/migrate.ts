import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './handle.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Forward-only migrations: plain SQL files named NNNN_description.sql, applied in name order, each in
 * its own transaction, recorded in schema_migrations. A lock keeps concurrent instances from racing.
 */
export async function migrate(handle: DbHandle): Promise<string[]> {
  await handle.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sqlText = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    const name = file.replace(/\.sql$/, '');
    const done = await handle.db
      .selectFrom('schema_migrations')
      .select('name')
      .where('name', '=', name)
      .executeTakeFirst();
    if (done) continue;
    const escaped = name.replace(/'/g, "''");
    await handle
      .exec(
        `BEGIN; SELECT pg_advisory_xact_lock(4242);
       DO $m$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${escaped}') THEN
         RAISE EXCEPTION 'already-applied'; END IF; END $m$;
       ${sqlText}
       ;INSERT INTO schema_migrations (name) VALUES ('${escaped}'); COMMIT;`,
      )
      .catch(async (err: Error) => {
        await handle.exec('ROLLBACK').catch(() => {});
        if (!String(err.message).includes('already-applied'))
          throw new Error(`Migration ${file} failed: ${err.message}`);
      });
    applied.push(name);
  }
  return applied;
}
