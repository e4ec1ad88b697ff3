/**
 * An account of the embedded identity provider: a demo account (password "storefront", demo mode
 * only) or a person of its user store (modules/people).
 */
export interface DemoAccount {
  /** The token's `sub`; the username when absent (demo accounts). */
  accountId?: string;
  username: string;
  givenName: string;
  familyName: string;
  email: string | null;
  /** Demo addresses are set by the code, so verified unless said otherwise. */
  emailVerified?: boolean;
  roles: string[];
}

export const DEMO_PASSWORD = 'storefront';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'alice', givenName: 'Alice', familyName: 'Consumer', email: 'alice@example.com', roles: [] },
  { username: 'bob', givenName: 'Bob', familyName: 'Noemail', email: null, roles: [] },
  {
    username: 'paula',
    givenName: 'Paula',
    familyName: 'Provider',
    email: 'paula@example.com',
    // In demo mode paula also administers People (the embedded user store), so the demo shows it.
    roles: ['provider', 'admin'],
  },
];

export function findDemoAccount(username: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.username === username.trim().toLowerCase());
}
