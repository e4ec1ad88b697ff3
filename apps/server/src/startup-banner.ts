import type { Config } from './config.ts';

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0']);

/** Loopback names: an address that means "this machine" to every machine. */
function isLoopback(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\./.test(name);
}

/**
 * What `npm start` prints once it listens: the one address to open, and, when it listens on every
 * interface while PUBLIC_URL names this machine only, how to reach it from another one (pages asked
 * for under any other address are redirected to PUBLIC_URL, see canonical-host.ts).
 */
export function startupBanner(config: Pick<Config, 'host' | 'port' | 'publicUrl'>): string[] {
  const lines = [`Storefront is ready: open ${config.publicUrl}/store/`];
  if (ALL_INTERFACES.has(config.host) && isLoopback(new URL(config.publicUrl).hostname)) {
    lines.push(
      `It listens on all interfaces (HOST=${config.host}), but PUBLIC_URL is ${config.publicUrl}: to reach the portal from another machine, set PUBLIC_URL to the address people open (e.g. PUBLIC_URL=http://<this machine's name>:${config.port}); pages asked for under any other address are redirected to PUBLIC_URL.`,
    );
  }
  return lines;
}
