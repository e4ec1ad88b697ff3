import { buildApp } from './app.ts';
import { isEmbeddedIdentity, loadConfig } from './config.ts';
import { connect } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { startEmailWorker } from './modules/email/start.ts';
import { createSetupLink } from './modules/people/index.ts';
import { startup } from './startup.ts';
import { startupBanner } from './startup-banner.ts';

const config = loadConfig();
const handle = await connect({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgliteThread: config.pgliteThread,
});
await migrate(handle);
const app = await buildApp(config, handle);
await startup(app);
const emailWorker = startEmailWorker(app);
await app.listen({ port: config.port, host: config.host });
// Plain lines on stdout, whatever LOG_LEVEL: the address to open is for the person who ran npm start.
// The embedded user store's first administrator: outside demo mode (there paula administers).
const setupLink =
  isEmbeddedIdentity(config) && !config.demo ? await createSetupLink(app.db, config.publicUrl) : undefined;
for (const line of startupBanner(config, setupLink)) console.log(line);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing in-flight requests`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close(); // stops accepting, waits for in-flight requests
    await emailWorker.stop(); // records the message in hand; the rest stays in the outbox
    await handle.close(); // checkpoints PGlite, ends the pg pool
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
