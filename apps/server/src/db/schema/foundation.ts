import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  iss: string;
  sub: string;
  username: string | null;
  given_name: string | null;
  family_name: string | null;
  email: string | null;
  display_name: string | null;
  notification_email: string | null;
  /** Typed on My Profile, waiting for its confirmation link (migration 0055). */
  notification_email_pending: ColumnType<string | null, string | null | undefined, string | null>;
  announcements_read_upto: Date | null;
  /** 'light', 'dark' or 'auto' (follow the system); migration 0085. */
  color_scheme: Generated<string>;
  /** A catalogue language ('de'), or null to follow the browser. */
  language: Generated<string | null>;
  /** The browser's first supported language, recorded on the startup call (migration 0135). */
  browser_language: Generated<string | null>;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: unknown;
  updated_at: Timestamp;
}

export interface BrandingLogoTable {
  id: number;
  content: Uint8Array;
  content_type: string;
  updated_at: Timestamp;
}

export interface OidcPayloadsTable {
  kind: string;
  id: string;
  payload: unknown;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export interface OidcKeysTable {
  kid: string;
  private_jwk: unknown;
  created_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface FoundationTables {
  users: UsersTable;
  settings: SettingsTable;
  branding_logo: BrandingLogoTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_keys: OidcKeysTable;
  schema_migrations: SchemaMigrationsTable;
}
