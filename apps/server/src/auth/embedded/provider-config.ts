import { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { SERVER_LANGUAGES } from '../../lib/i18n/language.ts';
import { findStoreAccount } from '../../modules/people/index.ts';
import { type DemoAccount, findDemoAccount } from './accounts.ts';
import { accountClaims } from './mint.ts';

/** Vite's dev server (`npx vite` in apps/web). */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * Redirect targets of the SPA: the public origin, and in development (NODE_ENV=development) Vite's
 * dev server; elsewhere anyone running a page on the visitor's localhost:5173 could receive codes.
 */
export function spaOrigins(config: Pick<Config, 'publicUrl' | 'development'>): string[] {
  const origins = [new URL(config.publicUrl).origin];
  if (config.development) origins.push(VITE_DEV_ORIGIN);
  return [...new Set(origins)];
}

/** A demo account by username: demo accounts exist only in demo mode (STOREFRONT_DEMO). */
export function findAccountFor(config: Pick<Config, 'demo'>, username: string) {
  return config.demo ? findDemoAccount(username) : undefined;
}

/**
 * The account a session or token names: a demo account (demo mode only) or an enabled person of the
 * user store. Disabled people have none, so their refresh tokens are refused at once.
 */
export async function findAccountById(
  config: Pick<Config, 'demo'>,
  db: Database,
  accountId: string,
): Promise<DemoAccount | undefined> {
  return findAccountFor(config, accountId) ?? (await findStoreAccount(db, accountId));
}

/** oidc-provider wants resource indicators to be absolute URIs; our default audience is a bare name. */
export function resourceIndicator(audience: string): string {
  return URL.canParse(audience) ? audience : `urn:storefront:resource:${audience}`;
}

export const OIDC_CLAIMS = {
  openid: ['sub'],
  profile: ['preferred_username', 'given_name', 'family_name', 'name'],
  email: ['email', 'email_verified'],
};

/**
 * The parts of the provider configuration that decide what is issued: one first-party public client
 * (code + PKCE), RS256 JWT access tokens for our API audience, rotating refresh tokens, no consent.
 */
export function providerConfiguration(config: Config, db: Database): Configuration {
  const { clientId, audience, accessTokenTtlSeconds, rolesClaim } = config.oidc;
  const resource = resourceIndicator(audience);
  const origins = spaOrigins(config);
  const resourceScopes = 'openid profile email offline_access';

  return {
    clients: [
      {
        client_id: clientId,
        client_name: 'Storefront',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((o) => `${o}/store/auth/callback`),
        post_logout_redirect_uris: origins.map((o) => `${o}/store/`),
      },
    ],
    pkce: { required: () => true },
    // Browsers may call the token endpoint cross-origin only from the SPA's own origins.
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.includes(origin),
    claims: OIDC_CLAIMS,
    // The languages of the sign-in pages (issue 31), chosen with ui_locales.
    discovery: { claim_types_supported: ['normal'], ui_locales_supported: [...SERVER_LANGUAGES] },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = await findAccountById(config, db, sub);
      if (!account) return undefined;
      const { roles: _roles, ...claims } = accountClaims({ ...account, roles: [] }, 'roles');
      return {
        accountId: account.accountId ?? account.username,
        async claims() {
          return { sub: account.accountId ?? account.username, ...claims };
        },
      };
    },
    // First-party client: every sign-in is granted what it asked for, so no consent screen ever shows.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
      const grant =
        (grantId && (await oidc.provider.Grant.find(grantId))) ||
        new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      const scopes = [...(oidc.requestParamScopes as Set<string>)].join(' ');
      grant.addOIDCScope(scopes);
      for (const indicator of Object.keys(oidc.resourceServers ?? {}))
        grant.addResourceScope(indicator, scopes);
      await grant.save();
      return grant;
    },
    // The SPA asks for offline_access, which OpenID Connect would drop without prompt=consent; our own
    // client always gets a refresh token instead.
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: { clientId: string }) =>
      client.clientId === clientId,
    rotateRefreshToken: () => true,
    async extraTokenClaims(_ctx: KoaContextWithOIDC, token: { accountId?: string }) {
      const account = token.accountId ? await findAccountById(config, db, token.accountId) : undefined;
      if (!account) return undefined;
      const { name: _name, ...claims } = accountClaims(account, rolesClaim);
      return claims;
    },
    ttl: {
      AccessToken: (_ctx: unknown, token: { resourceServer?: { accessTokenTTL?: number } }) =>
        token.resourceServer?.accessTokenTTL ?? accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: (ctx: KoaContextWithOIDC) =>
        // A rotated token inherits what is left of its predecessor: 14 days from sign-in at most.
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? 14 * 24 * 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx: unknown, indicator: string) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: resourceScopes,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256'],
      userinfoSigningAlgValues: ['RS256'],
    },
    responseTypes: ['code'],
  };
}
