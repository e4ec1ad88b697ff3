import { type Config, isLoopbackHost as isLoopback } from './config.ts';

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0']);

/**
 * What `npm start` prints once it listens: the one address to open, and, when it listens on every
 * interface while PUBLIC_URL names this machine only, how to reach it from another one (pages asked
 * for under any other address are redirected to PUBLIC_URL, see canonical-host.ts).
 */
export function startupBanner(
  config: Pick<Config, 'host' | 'port' | 'publicUrl'> & Partial<Pick<Config, 'demo'>>,
  /** A one-time link that creates the first administrator (the embedded user store has none yet). */
  setupLink?: string,
): string[] {
  const lines = [`Storefront is ready: open ${config.publicUrl}/store/`];
  if (setupLink) {
    lines.push(
      `No administrator yet. Open this one-time link (it works once, for 24 hours; \`npm run storefront -- admin-link\` prints a new one) to create the first: ${setupLink}`,
    );
  }
  if (config.demo) {
    lines.push(
      'This is a DEMO (STOREFRONT_DEMO): anyone can sign in as alice, bob or paula (provider) with the password "storefront". Do not use it for real data; see docs/identity.md to run it for real.',
    );
  }
  if (ALL_INTERFACES.has(config.host) && isLoopback(new URL(config.publicUrl).hostname)) {
    lines.push(
      `It listens on all interfaces (HOST=${config.host}), but PUBLIC_URL is ${config.publicUrl}: to reach the portal from another machine, set PUBLIC_URL to the address people open (e.g. PUBLIC_URL=http://<this machine's name>:${config.port}); pages asked for under any other address are redirected to PUBLIC_URL.`,
    );
  }
  return lines;
}
