import type { Command } from './commands.ts';
import { openCliDb } from './db.ts';

export const migrateCommand: Command = {
  summary: 'apply database migrations',
  async run() {
    const { handle } = await openCliDb();
    await handle.close();
    console.log('migrations applied');
    return 0;
  },
};
