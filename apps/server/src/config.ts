import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PrivateAllowList, parsePrivateAllowList } from './lib/address-policy.ts';

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
  /**
   * STOREFRONT_DEMO: the embedded provider's demo accounts (alice, bob, paula) and the demo labels.
   * Unset: on for a loopback PUBLIC_URL only; a non-loopback PUBLIC_URL must choose (see loadConfig).
   */
  demo: boolean;
  /** NODE_ENV=development: Vite's dev server (http://localhost:5173) is a registered redirect origin. */
  development: boolean;
  /**
   * TRUST_PROXY: false, a hop count (true is 1: the connection's peer is the proxy), or the proxies'
   * addresses and CIDR ranges. Never "every hop": the left-most X-Forwarded-For is the client's say.
   */
  trustProxy: boolean | number | string[];
  /**
   * TRY_PRIVATE_ALLOWLIST: host names and CIDR ranges on private networks that Try may call (the
   * documentation proxy only; URL import keeps refusing them). Empty: every private address refused.
   */
  tryPrivateAllowList: PrivateAllowList;
  oidc: {
    /** Undefined means the embedded provider at {publicUrl}/oidc. */
    issuer?: string;
    clientId: string;
    audience: string;
    /** OIDC_AUDIENCE_PARAM: how the SPA names the audience to an external provider. */
    audienceParam: 'audience' | 'resource' | 'none';
    /** OIDC_ASSUME_EMAIL_VERIFIED: treat an `email` without `email_verified: true` as verified (a risk). */
    assumeEmailVerified: boolean;
    scopes: string;
    rolesClaim: string;
    accessTokenTtlSeconds: number;
    clockToleranceSeconds: number;
    algorithms: string[];
  };
  requiredRole?: string;
  providerRole: string;
  /**
   * STOREFRONT_SIGNUP_DOMAINS: email domains whose people may sign up to the embedded user store on
   * their own (comma-separated, e.g. example.com,example.org); empty (the default): invitation only.
   */
  signupDomains: string[];
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
    /** SMTP_TLS_CA: a PEM file of the CA (or self-signed certificate) the SMTP server's must chain to. */
    tlsCaFile?: string;
    /** SMTP_TLS_REJECT_UNAUTHORIZED (default true): false accepts any certificate on STARTTLS/SMTPS. */
    tlsRejectUnauthorized?: boolean;
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
  /** Request sizes, depths and timeouts (issue 26). */
  http: HttpLimitsConfig;
  /** Server-sent event streams open at once (LIVE_STREAMS_PER_USER, LIVE_STREAMS_TOTAL). */
  live: { streamsPerUser: number; streamsTotal: number };
  /** The MCP server at /mcp (modules/mcp): what agents' tokens must be addressed to, response caps. */
  mcp: {
    /** MCP_RESOURCE: the resource indicator (and token audience); default {publicUrl}/mcp. */
    resource?: string;
    /** MCP_AUDIENCE: the audience /mcp accepts, for providers that cannot address tokens to the resource; default the resource. */
    audience?: string;
    /** MCP_MAX_RESPONSE_BYTES: the most text one tool answer carries (documents are paged below it). */
    maxResponseBytes: number;
  };
}

export interface HttpLimitsConfig {
  /** Largest body of an ordinary write (BODY_LIMIT_BYTES, 1 MiB); import and upload routes keep their own. */
  bodyLimitBytes: number;
  /** Largest body of an unauthenticated endpoint (PUBLIC_BODY_LIMIT_BYTES, 4 KiB). */
  publicBodyLimitBytes: number;
  /** Deepest nesting of arrays and objects in a JSON body (JSON_MAX_DEPTH, 64). */
  jsonMaxDepth: number;
  /** Headers must have arrived within this (HEADERS_TIMEOUT_SECONDS, 10). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (REQUEST_TIMEOUT_SECONDS, 120). */
  requestTimeoutMs: number;
}

export function readHttpLimitsConfig(env: NodeJS.ProcessEnv = process.env): HttpLimitsConfig {
  const positive = (name: string, dflt: number) => {
    const n = int(name, env[name], dflt);
    if (n === 0) throw new Error(`${name} must be at least 1`);
    return n;
  };
  return {
    bodyLimitBytes: positive('BODY_LIMIT_BYTES', 1024 * 1024),
    publicBodyLimitBytes: positive('PUBLIC_BODY_LIMIT_BYTES', 4 * 1024),
    jsonMaxDepth: positive('JSON_MAX_DEPTH', 64),
    headersTimeoutMs: positive('HEADERS_TIMEOUT_SECONDS', 10) * 1000,
    requestTimeoutMs: positive('REQUEST_TIMEOUT_SECONDS', 120) * 1000,
  };
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
  /**
   * KEYS_VERIFY_REQUIRE_SECRET (default true): POST /api/keys/verify refuses a key sent without its
   * secret; false lets gateways that only see the key verify it (the key alone is then a credential).
   */
  verifyRequiresSecret: boolean;
  /**
   * KEYS_ENCRYPTION_KEY: the secret that seals native keys at rest; unset, one is generated once into
   * {DATA_DIR}/keys-encryption.key (every instance of a deployment must share it).
   */
  keysEncryptionKey?: string;
  /**
   * The gateways' credential for POST /api/keys/usage (KEYS_USAGE_TOKEN, unset: ingestion is off).
   * Separate from user tokens: gateways send it as `Authorization: Bearer <token>`.
   */
  usageToken: string | null;
  /** Apigee management API; undefined only when APIGEE_ORG is unset and APIGEE_FAKE=false. */
  apigee?: ApigeeConfig;
  /**
   * APIGEE_FAKE (default: true when APIGEE_ORG is unset): the server starts the embedded Apigee
   * emulation on loopback at first use, so apigee items work out of the box; a real Apigee is used
   * only when APIGEE_ORG is configured.
   */
  apigeeFake: boolean;
}

export function readRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const flavour = env.APIGEE_FLAVOR === 'edge' ? 'edge' : 'x';
  const apigeeFake = bool(env.APIGEE_FAKE, !env.APIGEE_ORG);
  const org = env.APIGEE_ORG || (apigeeFake ? 'storefront-demo' : '');
  const defaultUrl = flavour === 'x' ? 'https://apigee.googleapis.com' : 'https://api.enterprise.apigee.com';
  return {
    keyLifetimeMs: int('RUNTIME_KEY_LIFETIME_DAYS', env.RUNTIME_KEY_LIFETIME_DAYS, 90) * 86_400_000,
    rotationOverlapMs:
      int('RUNTIME_KEY_ROTATION_OVERLAP_HOURS', env.RUNTIME_KEY_ROTATION_OVERLAP_HOURS, 24) * 3_600_000,
    verifyRateLimitPerMinute: int('KEYS_VERIFY_RATE_LIMIT', env.KEYS_VERIFY_RATE_LIMIT, 6000),
    verifyCacheMs: int('KEYS_VERIFY_CACHE_SECONDS', env.KEYS_VERIFY_CACHE_SECONDS, 5) * 1000,
    verifyRequiresSecret: bool(env.KEYS_VERIFY_REQUIRE_SECRET, true),
    keysEncryptionKey: readKeysEncryptionKey(env.KEYS_ENCRYPTION_KEY),
    usageToken: env.KEYS_USAGE_TOKEN?.trim() || null,
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

/** A file the server must read at start: named in the error when it cannot. */
function readableFile(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const file = path.resolve(raw);
  try {
    fs.accessSync(file, fs.constants.R_OK);
  } catch {
    throw new Error(`${name}: cannot read ${file}`);
  }
  return file;
}

/** A short secret would make the sealing as weak as a guessable password. */
function readKeysEncryptionKey(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 32)
    throw new Error('KEYS_ENCRYPTION_KEY must be at least 32 characters (e.g. openssl rand -base64 32)');
  return raw;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

function bool(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

/** Loopback names: an address that means "this machine" to every machine. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\./.test(name);
}

export const DEMO_REFUSAL =
  'the embedded identity provider would sign anyone in with the demo accounts (alice, bob, paula; password on the sign-in page)';

/**
 * STOREFRONT_DEMO: unset means demo on a loopback PUBLIC_URL (the quick start), and a refusal to
 * start anywhere else, so a portal reachable from a network never hands out demo rights by default.
 */
function readDemo(env: NodeJS.ProcessEnv, publicUrl: string): boolean {
  // Demo accounts live in the embedded provider only; with OIDC_ISSUER there are none.
  if (env.OIDC_ISSUER) return false;
  const raw = env.STOREFRONT_DEMO;
  if (raw !== undefined && raw !== '') {
    const v = raw.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    throw new Error(`STOREFRONT_DEMO must be true or false, got "${raw}"`);
  }
  if (isLoopbackHost(new URL(publicUrl).hostname)) return true;
  throw new Error(
    `Storefront will not start: PUBLIC_URL ${publicUrl} is not a loopback address and ${DEMO_REFUSAL}. ` +
      'Set STOREFRONT_DEMO=true to run the demo on purpose, STOREFRONT_DEMO=false to use the embedded user store, ' +
      'or OIDC_ISSUER to use your identity provider (docs/identity.md).',
  );
}

function readSignupDomains(v: string | undefined): string[] {
  const domains = (v ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  for (const d of domains)
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(d))
      throw new Error(`STOREFRONT_SIGNUP_DOMAINS must list email domains like example.com, got "${d}"`);
  return [...new Set(domains)];
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
    demo: readDemo(env, publicUrl),
    development: env.NODE_ENV === 'development',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    tryPrivateAllowList: parsePrivateAllowList(env.TRY_PRIVATE_ALLOWLIST, 'TRY_PRIVATE_ALLOWLIST'),
    oidc: {
      issuer: env.OIDC_ISSUER?.replace(/\/+$/, '') || undefined,
      clientId: env.OIDC_CLIENT_ID || 'storefront-web',
      audience: env.OIDC_AUDIENCE || 'storefront-api',
      audienceParam: oneOf(
        'OIDC_AUDIENCE_PARAM',
        env.OIDC_AUDIENCE_PARAM,
        ['audience', 'resource', 'none'],
        'audience',
      ),
      assumeEmailVerified: bool(env.OIDC_ASSUME_EMAIL_VERIFIED, false),
      scopes: env.OIDC_SCOPES || 'openid profile email offline_access',
      rolesClaim: env.OIDC_ROLES_CLAIM || 'roles',
      accessTokenTtlSeconds: int('OIDC_ACCESS_TOKEN_TTL', env.OIDC_ACCESS_TOKEN_TTL, 300),
      clockToleranceSeconds: int('OIDC_CLOCK_TOLERANCE', env.OIDC_CLOCK_TOLERANCE, 30),
      algorithms: (env.OIDC_ALGORITHMS || 'RS256,PS256,ES256').split(',').map((s) => s.trim()),
    },
    requiredRole: env.STOREFRONT_REQUIRED_ROLE || undefined,
    providerRole: env.STOREFRONT_PROVIDER_ROLE || 'provider',
    signupDomains: readSignupDomains(env.STOREFRONT_SIGNUP_DOMAINS),
    email: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.SMTP_FROM || 'Storefront <no-reply@localhost>',
      pollMs: int('EMAIL_POLL_MS', env.EMAIL_POLL_MS, 2000),
      retryBaseMs: int('EMAIL_RETRY_BASE_MS', env.EMAIL_RETRY_BASE_MS, 30_000),
      retryMaxMs: int('EMAIL_RETRY_MAX_MS', env.EMAIL_RETRY_MAX_MS, 3_600_000),
      maxAttempts: int('EMAIL_MAX_ATTEMPTS', env.EMAIL_MAX_ATTEMPTS, 10),
      leaseMs: int('EMAIL_LEASE_MS', env.EMAIL_LEASE_MS, 120_000),
      tlsCaFile: readableFile('SMTP_TLS_CA', env.SMTP_TLS_CA),
      tlsRejectUnauthorized: bool(env.SMTP_TLS_REJECT_UNAUTHORIZED, true),
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
    http: readHttpLimitsConfig(env),
    live: {
      streamsPerUser: int('LIVE_STREAMS_PER_USER', env.LIVE_STREAMS_PER_USER, 8),
      streamsTotal: int('LIVE_STREAMS_TOTAL', env.LIVE_STREAMS_TOTAL, 2000),
    },
    mcp: {
      resource: env.MCP_RESOURCE?.replace(/\/+$/, '') || undefined,
      audience: env.MCP_AUDIENCE || undefined,
      maxResponseBytes: int('MCP_MAX_RESPONSE_BYTES', env.MCP_MAX_RESPONSE_BYTES, 64 * 1024),
    },
  };
  return { ...config, ...overrides };
}

/**
 * TRUST_PROXY: off (unset, false, 0), a number of proxy hops to trust (true means 1), or a comma
 * list of proxy addresses and CIDR ranges (10.0.0.0/8, 192.168.1.10, fd00::/8).
 */
export function readTrustProxy(raw: string | undefined): false | number | string[] {
  const v = (raw ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const ranges = v
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  for (const r of ranges) {
    const [address, prefix, extra] = r.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (!family || !prefixOk || extra !== undefined) {
      throw new Error(
        `TRUST_PROXY must be true/false, a hop count or proxy addresses/CIDR ranges, got "${raw}"`,
      );
    }
  }
  return ranges;
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

/** The MCP server's resource indicator: the audience of the tokens agents bring to /mcp. */
export function mcpResource(config: Config): string {
  return config.mcp.resource ?? `${config.publicUrl}/mcp`;
}

export function isEmbeddedIdentity(config: Config): boolean {
  return !config.oidc.issuer;
}
