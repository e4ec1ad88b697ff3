import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, type StartedServer, startServer, stopServer } from './servers.ts';

export const STATE_FILE = path.join(repoRoot, 'node_modules/.cache/e2e-servers.json');

/**
 * Two servers, started in parallel:
 * - E2E_BASE_URL: the normal portal (demo data seeded) that every spec uses.
 * - E2E_STRICT_URL: access tokens live 100 s (renewal after ~10 s, 90 s before expiry) and only the
 *   provider role may use the portal, so alice gets the permission screen and paula can watch renewals.
 */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run test:e2e` (it builds the SPA first)');
  }
  const started = await Promise.allSettled([
    startServer('main', { STOREFRONT_SEED_DEMO: process.env.STOREFRONT_SEED_DEMO ?? 'true' }),
    startServer('strict', {
      STOREFRONT_SEED_DEMO: 'false',
      OIDC_ACCESS_TOKEN_TTL: '100',
      STOREFRONT_REQUIRED_ROLE: 'provider',
    }),
  ]);
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map(stopServer));
    throw failed.reason;
  }
  const [main, strict] = servers as [StartedServer, StartedServer];
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(servers));
  process.env.E2E_BASE_URL = main.url;
  process.env.E2E_STRICT_URL = strict.url;
}
