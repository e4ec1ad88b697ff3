import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one place that reads environment variables. Every variable is documented in the README. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** When set, real PostgreSQL; otherwise embedded PGlite in dataDir (or in memory for tests). */
  databaseUrl?: string;
  /** PGlite in memory: tests only. */
  inMemoryDb?: boolean;
  logLevel: string;
  webDistDir: string;
  storefrontConfigFile: string;
  seedDemo: boolean;
  trustProxy: boolean;
  oidc: {
    /** Undefined means the embedded provider at {publicUrl}/oidc. */
    issuer?: string;
    clientId: string;
    audience: string;
    scopes: string;
    rolesClaim: string;
    accessTokenTtlSeconds: number;
    clockToleranceSeconds: number;
    algorithms: string[];
  };
  requiredRole?: string;
  providerRole: string;
  ticketing: {
    system: 'native' | 'servicenow';
    label: string;
    servicenow?: {
      instanceUrl: string;
      username: string;
      password: string;
      timeoutMs: number;
      /** change_request field holding the catalogue item id (sysparm_query field=id). */
      queryField: string;
    };
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

function bool(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

function int(name: string, v: string | undefined, dflt: number): number {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${v}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int('PORT', env.PORT, 8080);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const ticketingSystem = env.TICKETING_SYSTEM === 'servicenow' ? 'servicenow' : 'native';
  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    storefrontConfigFile: path.resolve(
      env.STOREFRONT_CONFIG || path.join(repoRoot, 'apps/server/config/storefront.default.json'),
    ),
    seedDemo: bool(env.STOREFRONT_SEED_DEMO, true),
    trustProxy: bool(env.TRUST_PROXY, false),
    oidc: {
      issuer: env.OIDC_ISSUER?.replace(/\/+$/, '') || undefined,
      clientId: env.OIDC_CLIENT_ID || 'storefront-web',
      audience: env.OIDC_AUDIENCE || 'storefront-api',
      scopes: env.OIDC_SCOPES || 'openid profile email offline_access',
      rolesClaim: env.OIDC_ROLES_CLAIM || 'roles',
      accessTokenTtlSeconds: int('OIDC_ACCESS_TOKEN_TTL', env.OIDC_ACCESS_TOKEN_TTL, 300),
      clockToleranceSeconds: int('OIDC_CLOCK_TOLERANCE', env.OIDC_CLOCK_TOLERANCE, 30),
      algorithms: (env.OIDC_ALGORITHMS || 'RS256,PS256,ES256').split(',').map((s) => s.trim()),
    },
    requiredRole: env.STOREFRONT_REQUIRED_ROLE || undefined,
    providerRole: env.STOREFRONT_PROVIDER_ROLE || 'provider',
    ticketing: {
      system: ticketingSystem,
      label: env.TICKETING_LABEL || (ticketingSystem === 'servicenow' ? 'ServiceNow' : 'Tickets'),
      servicenow:
        ticketingSystem === 'servicenow'
          ? {
              instanceUrl: (env.SERVICENOW_INSTANCE_URL || '').replace(/\/+$/, ''),
              username: env.SERVICENOW_USERNAME || '',
              password: env.SERVICENOW_PASSWORD || '',
              timeoutMs: int('SERVICENOW_TIMEOUT_MS', env.SERVICENOW_TIMEOUT_MS, 5000),
              queryField: env.SERVICENOW_QUERY_FIELD || 'correlation_id',
            }
          : undefined,
    },
  };
  return { ...config, ...overrides };
}

/** IMPORT_MAX_BYTES: documents of this size or more are rejected (default 50 MiB). */
export function readImportMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.IMPORT_MAX_BYTES;
  const maxBytes = raw ? Number(raw) : 50 * 1024 * 1024;
  if (!Number.isInteger(maxBytes) || maxBytes <= 0) {
    throw new Error(`IMPORT_MAX_BYTES must be a positive whole number, got "${raw}"`);
  }
  return maxBytes;
}

export function embeddedIssuer(config: Config): string {
  return `${config.publicUrl}/oidc`;
}

export function isEmbeddedIdentity(config: Config): boolean {
  return !config.oidc.issuer;
}
