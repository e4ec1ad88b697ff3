import { DEMO_ACCOUNTS, findDemoAccount } from '../auth/embedded/accounts.ts';
import { readCliKeyFile } from '../auth/embedded/cli-key-file.ts';
import { loadOrCreateSigningKey, type SigningKey } from '../auth/embedded/keys.ts';
import { mintAccessToken } from '../auth/embedded/mint.ts';
import { type Config, embeddedIssuer, isEmbeddedIdentity, loadConfig } from '../config.ts';
import type { Command } from './commands.ts';
import { openCliDb } from './db.ts';

const USAGE = 'usage: npm run storefront -- token <alice|bob|paula> [--ttl <seconds>]';

export function parseTokenArgs(args: string[]): { username: string; ttl?: number } {
  let username: string | undefined;
  let ttl: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const inline = arg.startsWith('--ttl=') ? arg.slice(6) : undefined;
    if (arg === '--ttl' || inline !== undefined) {
      const value = inline ?? args[++i];
      ttl = Number(value);
      if (!Number.isInteger(ttl) || ttl < 1 || ttl > 86_400)
        throw new Error(`--ttl must be 1 to 86400 seconds\n${USAGE}`);
    } else if (!arg.startsWith('-') && !username) username = arg;
    else throw new Error(`unexpected argument "${arg}"\n${USAGE}`);
  }
  if (!username) throw new Error(USAGE);
  return { username, ttl };
}

/** An access token from the embedded provider's key, for curl and scripts. */
export async function issueCliToken(
  config: Config,
  args: string[],
  loadKey: () => Promise<SigningKey>,
): Promise<string> {
  if (!isEmbeddedIdentity(config)) {
    throw new Error(
      'tokens come from your identity provider when OIDC_ISSUER is set; this command works only with the embedded one',
    );
  }
  const { username, ttl } = parseTokenArgs(args);
  if (!config.demo) {
    throw new Error('demo accounts exist only in demo mode (STOREFRONT_DEMO=true); this server has none');
  }
  const account = findDemoAccount(username);
  if (!account) {
    throw new Error(
      `unknown user "${username}"; demo accounts: ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}`,
    );
  }
  return mintAccessToken(await loadKey(), account, {
    issuer: embeddedIssuer(config),
    audience: config.oidc.audience,
    clientId: config.oidc.clientId,
    ttlSeconds: ttl ?? config.oidc.accessTokenTtlSeconds,
    rolesClaim: config.oidc.rolesClaim,
  });
}

export const tokenCommand: Command = {
  summary: 'print an access token for a demo account: token <user> [--ttl <seconds>]',
  async run(args) {
    const config = loadConfig();
    const token = await issueCliToken(config, args, async () => {
      // With PGlite the running server holds the database; it leaves the key beside it for us.
      const fromFile = config.databaseUrl ? undefined : readCliKeyFile(config);
      if (fromFile) return fromFile;
      const { handle } = await openCliDb();
      try {
        return await loadOrCreateSigningKey(handle.db);
      } finally {
        await handle.close();
      }
    });
    console.log(token);
    return 0;
  },
};
