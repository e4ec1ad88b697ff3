import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The embedded identity provider's users (migration 0055). */
export interface IdpUsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  email_verified: Generated<boolean>;
  display_name: string | null;
  password_hash: string | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  disabled: Generated<boolean>;
  created_at: Timestamp;
}

export type IdpTokenPurpose = 'setup' | 'invite' | 'reset' | 'signup' | 'notification-email';

/** One-time links; only the token's SHA-256 is stored. */
export interface IdpTokensTable {
  token_hash: string;
  purpose: IdpTokenPurpose;
  user_id: number | null;
  email: string | null;
  portal_user_id: number | null;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface PeopleTables {
  idp_users: IdpUsersTable;
  idp_tokens: IdpTokensTable;
}
