import { connect } from '../db/connection.ts';
import { FUNCTIONS_FILE, writeFunctionsFile } from '../db/dump-functions.ts';
import { migrate } from '../db/migrate.ts';
import type { Command } from './commands.ts';

/**
 * Regenerates db/schema/functions.sql from a fresh in-memory database with every migration applied
 * (not the configured database, so the file depends on the migrations only).
 */
export const schemaDumpCommand: Command = {
  summary: 'regenerate db/schema/functions.sql (functions and triggers after all migrations)',
  async run() {
    const handle = await connect({ inMemory: true });
    try {
      await migrate(handle);
      const changed = await writeFunctionsFile(handle.db);
      console.log(`${FUNCTIONS_FILE} ${changed ? 'written' : 'already up to date'}`);
    } finally {
      await handle.close();
    }
    return 0;
  },
};
