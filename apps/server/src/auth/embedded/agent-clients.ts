import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { type Config, mcpResource } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { MCP_SCOPES } from '../../modules/mcp/index.ts';
import { hasConsent } from './consents.ts';

/**
 * What MCP clients need of the embedded provider, on top of the SPA's configuration (kept apart so
 * the SPA's own settings stay untouched): open dynamic client registration (RFC 7591) for public
 * clients, and the MCP server as a second resource (RFC 8707) whose tokens are addressed to it alone.
 * Authorization code + PKCE is already required of every client. A registered client, unlike our own
 * SPA, gets a token only after its user allowed it on the consent screen (interactions.ts).
 */
export function isAgentClient(config: Config, clientId: string): boolean {
  return clientId !== config.oidc.clientId;
}

export function withAgentClients(base: Configuration, config: Config, db: Database): Configuration {
  const resource = mcpResource(config);
  const spaClientId = config.oidc.clientId;
  const indicators = base.features.resourceIndicators;
  return {
    ...base,
    // Agents register themselves (RFC 7591); a registered client lives in oidc_payloads like a grant.
    clientDefaults: {
      ...(base.clientDefaults ?? {}),
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    // Our SPA is granted what it asks for. A registered client only once the user allowed it: just
    // now on the consent screen, or before for every scope it asks for now; otherwise no grant, so
    // the provider's consent prompt sends the user to the consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const clientId: string = oidc.client.clientId;
      if (!isAgentClient(config, clientId)) return base.loadExistingGrant(ctx);
      const consented = oidc.result?.consent?.grantId;
      if (consented) return oidc.provider.Grant.find(consented);
      const accountId = String(oidc.session.accountId);
      if (!(await hasConsent(db, accountId, clientId, oidc.requestParamScopes as Set<string>)))
        return undefined;
      return base.loadExistingGrant(ctx);
    },
    // A refresh token for the SPA (as before) and for clients registered with the refresh grant,
    // so an agent keeps working past the access token's few minutes.
    async issueRefreshToken(
      ctx: KoaContextWithOIDC,
      client: { clientId: string; grantTypeAllowed(t: string): boolean },
      code: unknown,
    ) {
      if (client.clientId === spaClientId) return base.issueRefreshToken(ctx, client, code);
      return client.grantTypeAllowed('refresh_token');
    },
    features: {
      ...base.features,
      registration: { enabled: true, initialAccessToken: false },
      resourceIndicators: {
        ...indicators,
        // A client that names no resource gets the web API's, as before.
        async getResourceServerInfo(ctx: unknown, indicator: string, client: unknown) {
          if (indicator !== resource) return indicators.getResourceServerInfo(ctx, indicator, client);
          return {
            scope: MCP_SCOPES.join(' '),
            audience: resource,
            accessTokenTTL: config.oidc.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
  };
}
