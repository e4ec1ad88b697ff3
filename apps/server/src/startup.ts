import type { App } from './app.ts';
import { writeCliKeyFile } from './auth/embedded/cli-key-file.ts';
import { sealLegacyKeys } from './integrations/api-management/index.ts';
import { seedDemoIfEmpty } from './modules/catalog/demo/startup-task.ts';
import { fillMissingSummaries } from './modules/catalog/summary/backfill.ts';
import { seedSettings } from './modules/config/service.ts';

/** Work done once before listening: seeding customer configuration and demo data. */
export const startupTasks: { name: string; run: (app: App) => Promise<void> }[] = [
  { name: 'customer configuration', run: (app) => seedSettings(app.db, app.config.storefrontConfigFile) },
  { name: 'signing key for the CLI', run: (app) => writeCliKeyFile(app.config, app.db) },
  // Items without a plain-text summary (written before migration 0007): filled once, idempotent.
  { name: 'item summaries', run: async (app) => void (await fillMissingSummaries(app.db)) },
  { name: 'demo catalogue', run: seedDemoIfEmpty },
  // Native keys stored in plain text before migration 0060: sealed once, idempotent.
  {
    name: 'sealing stored API keys',
    run: async (app) =>
      void (await sealLegacyKeys(
        app.config.runtime,
        app.db,
        app.config.inMemoryDb ? undefined : app.config.dataDir,
      )),
  },
];

export async function startup(app: App) {
  for (const task of startupTasks) {
    const started = Date.now();
    await task.run(app);
    app.log.info(`${task.name} done in ${Date.now() - started} ms`);
  }
}
