import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { createRuntimes, type Runtimes } from '../../integrations/api-management/index.ts';

const shared = new WeakMap<Database, Promise<Runtimes>>();

/**
 * The adapters of one app, shared by the runtime module's consumer and provider routes (the fake
 * Apigee of the demo must be one organisation for both). Closed once, with the app.
 */
export function runtimesFor(app: FastifyInstance): Promise<Runtimes> {
  let runtimes = shared.get(app.db);
  if (!runtimes) {
    runtimes = createRuntimes(
      app.config.runtime,
      app.db,
      app.config.inMemoryDb ? undefined : app.config.dataDir,
    );
    shared.set(app.db, runtimes);
    const mine = runtimes;
    app.addHook('onClose', async () => {
      if (shared.get(app.db) !== mine) return;
      shared.delete(app.db);
      await (await mine).close();
    });
  }
  return runtimes;
}
