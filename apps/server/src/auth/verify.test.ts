import { describe, expect, it } from 'vitest';
import { readClaim, readRoles } from './verify.ts';

describe('roles claim path (OIDC_ROLES_CLAIM)', () => {
  it('reads Keycloak nested, Entra flat, and Auth0/Okta namespaced roles', () => {
    expect(readRoles({ realm_access: { roles: ['provider', 'x'] } }, 'realm_access.roles')).toEqual([
      'provider',
      'x',
    ]);
    expect(readRoles({ resource_access: { web: { roles: ['a'] } } }, 'resource_access.web.roles')).toEqual([
      'a',
    ]);
    expect(readRoles({ roles: ['provider'] }, 'roles')).toEqual(['provider']);
    expect(
      readRoles(
        { 'https://storefront.example.com/roles': ['provider'] },
        'https://storefront.example.com/roles',
      ),
    ).toEqual(['provider']);
    expect(readRoles({ groups: 'provider admins' }, 'groups')).toEqual(['provider', 'admins']);
  });

  it('yields no roles for missing or odd values', () => {
    expect(readRoles({}, 'realm_access.roles')).toEqual([]);
    expect(readRoles({ realm_access: 'x' }, 'realm_access.roles')).toEqual([]);
    expect(readRoles({ roles: [1, 'ok', null] }, 'roles')).toEqual(['ok']);
    expect(readClaim({ a: { b: null } }, 'a.b.c')).toBeUndefined();
  });
});
