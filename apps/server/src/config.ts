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
  /** PGLITE_THREAD: PGlite on a worker thread of its own (default) or on the server's thread. */
  pgliteThread: 'worker' | 'main';
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
  email: {
    /** SMTP server (smtp://user:pass@host:port, smtps://...); unset: log each message, keep it in the outbox. */
    smtpUrl?: string;
    from: string;
    pollMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    maxAttempts: number;
    /** How long a claimed (or handed-over) message stays its worker's; longer than any send. */
    leaseMs?: number;
  };
  /** Contact Provider: the least time between two posts (comments or replies) of one user. */
  conversations: { postIntervalMs: number };
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
  /** API-management runtimes: the native key manager and Apigee (issue 12). */
  runtime: RuntimeConfig;
  /** Rate limits per instance (in-memory counters): 0 turns one off. */
  rateLimit: RateLimitConfig;
}

export interface RateLimitConfig {
  /** Length of one counting window (RATE_LIMIT_WINDOW_SECONDS, default 60). */
  windowMs: number;
  /** Writes (POST/PUT/PATCH/DELETE under /api/web, /api/provider, /api/mock) per user per window (RATE_LIMIT_WRITES_PER_MINUTE, 120). */
  writesPerUser: number;
  /** The same writes per client address per window (RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE, 600). */
  writesPerAddress: number;
  /** Failed sign-ins of the embedded provider per username per window (RATE_LIMIT_SIGNIN_PER_MINUTE, 10). */
  signInFailuresPerUsername: number;
  /** Failed sign-ins per client address per window (RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE, 30). */
  signInFailuresPerAddress: number;
}

export function readRateLimitConfig(env: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  const windowSeconds = int('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, 60);
  if (windowSeconds === 0) throw new Error('RATE_LIMIT_WINDOW_SECONDS must be at least 1');
  return {
    windowMs: windowSeconds * 1000,
    writesPerUser: int('RATE_LIMIT_WRITES_PER_MINUTE', env.RATE_LIMIT_WRITES_PER_MINUTE, 120),
    writesPerAddress: int(
      'RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE',
      env.RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE,
      600,
    ),
    signInFailuresPerUsername: int('RATE_LIMIT_SIGNIN_PER_MINUTE', env.RATE_LIMIT_SIGNIN_PER_MINUTE, 10),
    signInFailuresPerAddress: int(
      'RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE',
      env.RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE,
      30,
    ),
  };
}

export interface ApigeeConfig {
  baseUrl: string;
  org: string;
  flavour: 'x' | 'edge';
  token?: string;
  username?: string;
  password?: string;
  timeoutMs: number;
}

export interface RuntimeConfig {
  /** Lifetime of a new key (RUNTIME_KEY_LIFETIME_DAYS, default 90). */
  keyLifetimeMs: number;
  /** How long a rotated key keeps working beside its successor (RUNTIME_KEY_ROTATION_OVERLAP_HOURS, 24). */
  rotationOverlapMs: number;
  /** POST /api/keys/verify calls per client address per minute (KEYS_VERIFY_RATE_LIMIT, 6000). */
  verifyRateLimitPerMinute: number;
  /** How long a process keeps a verified key's row (KEYS_VERIFY_CACHE_SECONDS, 5); its own writes clear it. */
  verifyCacheMs: number;
  /** Apigee management API; undefined when APIGEE_ORG is unset and APIGEE_FAKE is off. */
  apigee?: ApigeeConfig;
  /** APIGEE_FAKE=true: the server starts the in-repo fake Apigee on loopback and uses it (demo, e2e). */
  apigeeFake: boolean;
}

export function readRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const flavour = env.APIGEE_FLAVOR === 'edge' ? 'edge' : 'x';
  const apigeeFake = bool(env.APIGEE_FAKE, false);
  const org = env.APIGEE_ORG || (apigeeFake ? 'storefront-demo' : '');
  const defaultUrl = flavour === 'x' ? 'https://apigee.googleapis.com' : 'https://api.enterprise.apigee.com';
  return {
    keyLifetimeMs: int('RUNTIME_KEY_LIFETIME_DAYS', env.RUNTIME_KEY_LIFETIME_DAYS, 90) * 86_400_000,
    rotationOverlapMs:
      int('RUNTIME_KEY_ROTATION_OVERLAP_HOURS', env.RUNTIME_KEY_ROTATION_OVERLAP_HOURS, 24) * 3_600_000,
    verifyRateLimitPerMinute: int('KEYS_VERIFY_RATE_LIMIT', env.KEYS_VERIFY_RATE_LIMIT, 6000),
    verifyCacheMs: int('KEYS_VERIFY_CACHE_SECONDS', env.KEYS_VERIFY_CACHE_SECONDS, 5) * 1000,
    apigeeFake,
    apigee: org
      ? {
          baseUrl: (env.APIGEE_MANAGEMENT_URL || defaultUrl).replace(/\/+$/, ''),
          org,
          flavour,
          token: env.APIGEE_TOKEN || undefined,
          username: env.APIGEE_USERNAME || undefined,
          password: env.APIGEE_PASSWORD || undefined,
          timeoutMs: int('APIGEE_TIMEOUT_MS', env.APIGEE_TIMEOUT_MS, 5000),
        }
      : undefined,
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

function oneOf<T extends string>(name: string, v: string | undefined, values: readonly T[], dflt: T): T {
  if (v === undefined || v === '') return dflt;
  if (!(values as readonly string[]).includes(v))
    throw new Error(`${name} must be one of ${values.join(', ')}, got "${v}"`);
  return v as T;
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
    pgliteThread: oneOf('PGLITE_THREAD', env.PGLITE_THREAD, ['worker', 'main'], 'worker'),
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
    email: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.SMTP_FROM || 'Storefront <no-reply@localhost>',
      pollMs: int('EMAIL_POLL_MS', env.EMAIL_POLL_MS, 2000),
      retryBaseMs: int('EMAIL_RETRY_BASE_MS', env.EMAIL_RETRY_BASE_MS, 30_000),
      retryMaxMs: int('EMAIL_RETRY_MAX_MS', env.EMAIL_RETRY_MAX_MS, 3_600_000),
      maxAttempts: int('EMAIL_MAX_ATTEMPTS', env.EMAIL_MAX_ATTEMPTS, 10),
      leaseMs: int('EMAIL_LEASE_MS', env.EMAIL_LEASE_MS, 120_000),
    },
    conversations: {
      postIntervalMs: int('COMMENT_POST_INTERVAL_SECONDS', env.COMMENT_POST_INTERVAL_SECONDS, 5) * 1000,
    },
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
    runtime: readRuntimeConfig(env),
    rateLimit: readRateLimitConfig(env),
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
