import { loadConfig } from '../config.ts';
import { connect, type DbHandle } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { fillMissingSummaries } from '../modules/catalog/summary/backfill.ts';

/** Opens the configured database (same rules as the server) and brings it up to date. */
export async function openCliDb(): Promise<{ handle: DbHandle; config: ReturnType<typeof loadConfig> }> {
  const config = loadConfig();
  const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(handle);
  // The step after migration 0007 that SQL cannot do: plain-text summaries of existing items.
  await fillMissingSummaries(handle.db);
  return { handle, config };
}
