import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { DemoAccount } from './accounts.ts';
import type { SigningKey } from './keys.ts';

export interface MintOptions {
  issuer: string;
  audience: string;
  clientId: string;
  ttlSeconds: number;
  rolesClaim: string;
}

/** The claims the embedded provider puts in an access token for an account. */
export function accountClaims(account: DemoAccount, rolesClaim: string): Record<string, unknown> {
  const claims: Record<string, unknown> = {
    preferred_username: account.username,
    given_name: account.givenName,
    ...(account.familyName ? { family_name: account.familyName } : {}),
    name: [account.givenName, account.familyName].filter(Boolean).join(' '),
  };
  // Demo addresses are set in code; a store user's is verified once a link sent to it was followed.
  if (account.email) {
    claims.email = account.email;
    claims.email_verified = account.emailVerified ?? true;
  }
  // Nested claim paths (realm_access.roles) are built as nested objects.
  const parts = rolesClaim.split('.');
  let target = claims;
  for (const part of parts.slice(0, -1)) {
    target[part] = (target[part] as Record<string, unknown>) ?? {};
    target = target[part] as Record<string, unknown>;
  }
  target[parts[parts.length - 1]] = account.roles;
  return claims;
}

/** Signs an access token as the embedded provider would (CLI `token` and tests). */
export async function mintAccessToken(
  key: SigningKey,
  account: DemoAccount,
  opts: MintOptions,
): Promise<string> {
  const privateKey = await importJWK(key.privateJwk, 'RS256');
  return new SignJWT({
    ...accountClaims(account, opts.rolesClaim),
    client_id: opts.clientId,
    scope: 'openid profile email',
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(opts.issuer)
    .setSubject(account.accountId ?? account.username)
    .setAudience(opts.audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${opts.ttlSeconds}s`)
    .sign(privateKey);
}
