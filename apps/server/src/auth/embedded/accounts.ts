/** Demo accounts of the embedded identity provider. Password for each: "storefront". */
export interface DemoAccount {
  username: string;
  givenName: string;
  familyName: string;
  email: string | null;
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
    roles: ['provider'],
  },
];

export function findDemoAccount(username: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.username === username.trim().toLowerCase());
}
