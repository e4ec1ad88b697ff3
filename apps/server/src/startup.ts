import type { App } from './app.ts';

/** Work done once before listening: seeding customer configuration and demo data. */
export const startupTasks: { name: string; run: (app: App) => Promise<void> }[] = [];

export async function startup(app: App) {
  for (const task of startupTasks) {
    const started = Date.now();
    await task.run(app);
    app.log.info(`${task.name} done in ${Date.now() - started} ms`);
  }
}
