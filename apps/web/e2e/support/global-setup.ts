import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, type StartedServer, startServer, stopServer } from './servers.ts';

/**
 * Two servers, started in parallel, each with its own data directory:
 * - E2E_BASE_URL: the normal portal (demo data seeded) that every spec uses.
 * - E2E_STRICT_URL: access tokens live 100 s (renewal after ~10 s, 90 s before expiry) and only the
 *   provider role may use the portal, so alice gets the permission screen and paula can watch renewals.
 * They serve a snapshot of apps/web/dist, so a build started elsewhere in the shared tree cannot pull
 * the page out from under a running test. The returned function is the global teardown.
 */
export default async function globalSetup() {
  // E2E_WEB_DIST lets concurrent workers in one tree test their own build (vite build --outDir).
  const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run test:e2e` (it builds the SPA first)');
  }
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-dist-'));
  fs.cpSync(dist, webDist, { recursive: true });

  // The main server mails through SMTP on this port; a spec that checks email listens there
  // (messages sent while nobody listens wait in the outbox and are retried).
  const smtpPort = await freePort();
  // The gateways' credential for POST /api/keys/usage (a spec posts a batch as a gateway would).
  const usageToken = `e2e-usage-${Math.random().toString(36).slice(2)}`;
  const started = await Promise.allSettled([
    startServer('main', {
      WEB_DIST_DIR: webDist,
      STOREFRONT_SEED_DEMO: process.env.STOREFRONT_SEED_DEMO ?? 'true',
      // Items on the apigee runtime talk to the in-repo fake Apigee the server starts on loopback.
      APIGEE_FAKE: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      EMAIL_POLL_MS: '300',
      EMAIL_RETRY_BASE_MS: '300',
      EMAIL_RETRY_MAX_MS: '2000',
      EMAIL_MAX_ATTEMPTS: '1000',
      KEYS_USAGE_TOKEN: usageToken,
    }),
    startServer('strict', {
      WEB_DIST_DIR: webDist,
      STOREFRONT_SEED_DEMO: 'false',
      OIDC_ACCESS_TOKEN_TTL: '100',
      STOREFRONT_REQUIRED_ROLE: 'provider',
    }),
  ]);
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map(stopServer));
    fs.rmSync(webDist, { recursive: true, force: true });
  };
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  const [main, strict] = servers as [StartedServer, StartedServer];
  process.env.E2E_BASE_URL = main.url;
  process.env.E2E_STRICT_URL = strict.url;
  process.env.E2E_SMTP_PORT = String(smtpPort);
  process.env.E2E_USAGE_TOKEN = usageToken;
  return teardown;
}
