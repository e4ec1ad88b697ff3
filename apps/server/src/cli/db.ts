import { loadConfig } from '../config.ts';
import { connect, type DbHandle } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';

/** Opens the configured database (same rules as the server) and brings it up to date. */
export async function openCliDb(): Promise<{ handle: DbHandle; config: ReturnType<typeof loadConfig> }> {
  const config = loadConfig();
  const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(handle);
  return { handle, config };
}
