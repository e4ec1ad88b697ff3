import { importCommand } from './import.ts';
import { importRefdataCommand } from './import-refdata.ts';
import { migrateCommand } from './migrate.ts';
import { adminLinkCommand, inviteCommand } from './people.ts';
import { schemaDumpCommand } from './schema-dump.ts';
import { seedCommand } from './seed.ts';
import { tokenCommand } from './token.ts';
import { usageCommand } from './usage.ts';

export interface Command {
  summary: string;
  run(args: string[]): Promise<number | undefined>;
}

/** Every CLI command; each lives in its own file and adds its line here. */
export const commands: Record<string, Command> = {
  'admin-link': adminLinkCommand,
  import: importCommand,
  'import-refdata': importRefdataCommand,
  invite: inviteCommand,
  migrate: migrateCommand,
  'schema-dump': schemaDumpCommand,
  seed: seedCommand,
  token: tokenCommand,
  usage: usageCommand,
};
