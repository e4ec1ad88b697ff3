import { isEmbeddedIdentity, loadConfig } from '../config.ts';
import { ADMIN_ROLE, createSetupLink, identityMailer, invitePerson } from '../modules/people/index.ts';
import type { Command } from './commands.ts';
import { openCliDb } from './db.ts';

function embeddedOnly() {
  if (!isEmbeddedIdentity(loadConfig()))
    throw new Error('people are managed by your identity provider when OIDC_ISSUER is set');
}

/** `admin-link`: a new one-time link that creates the first administrator. */
export const adminLinkCommand: Command = {
  summary: 'print a one-time link that creates the first administrator of the embedded user store',
  async run() {
    embeddedOnly();
    const { handle, config } = await openCliDb();
    try {
      const link = await createSetupLink(handle.db, config.publicUrl);
      if (!link) {
        console.error(
          'an administrator exists already: they invite people from the People tab (or `invite`)',
        );
        return 1;
      }
      console.log(link);
      return 0;
    } finally {
      await handle.close();
    }
  },
};

const INVITE_USAGE = 'usage: npm run storefront -- invite <email> [--provider] [--admin]';

export function parseInviteArgs(args: string[], providerRole: string): { email: string; roles: string[] } {
  const roles: string[] = [];
  let email: string | undefined;
  for (const arg of args) {
    if (arg === '--provider') roles.push(providerRole);
    else if (arg === '--admin') roles.push(ADMIN_ROLE);
    else if (!arg.startsWith('-') && !email) email = arg;
    else throw new Error(`unexpected argument "${arg}"\n${INVITE_USAGE}`);
  }
  if (!email) throw new Error(INVITE_USAGE);
  return { email, roles };
}

/** `invite`: adds a person and mails them a one-time link to choose a password. */
export const inviteCommand: Command = {
  summary: 'invite someone to the embedded user store by email: invite <email> [--provider] [--admin]',
  async run(args) {
    embeddedOnly();
    const { handle, config } = await openCliDb();
    try {
      const input = parseInviteArgs(args, config.providerRole);
      const mailer = identityMailer(config.email, (msg, fields) => console.log(msg, fields));
      await invitePerson(handle.db, mailer, config.publicUrl, input);
      console.log(`invitation sent to ${input.email}`);
      return 0;
    } finally {
      await handle.close();
    }
  },
};
