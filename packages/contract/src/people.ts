import { type Static, Type } from '@sinclair/typebox';

/** A person of the embedded identity provider's user store (the workspace's People tab). */
export const Person = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  /** `admin` manages People; the provider role (STOREFRONT_PROVIDER_ROLE) opens the workspace. */
  roles: Type.Array(Type.String()),
  emailVerified: Type.Boolean(),
  /** invited: no password yet; active: signs in; disabled: cannot sign in. */
  status: Type.Union([Type.Literal('invited'), Type.Literal('active'), Type.Literal('disabled')]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Person = Static<typeof Person>;

export const PeoplePage = Type.Object({
  people: Type.Array(Person),
  /** The roles the People tab grants and removes: the provider role and admin. */
  roles: Type.Array(Type.String()),
  /** STOREFRONT_SIGNUP_DOMAINS: empty when people join by invitation only. */
  signupDomains: Type.Array(Type.String()),
});
export type PeoplePage = Static<typeof PeoplePage>;

export const InviteBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    displayName: Type.Optional(Type.Union([Type.String({ maxLength: 120 }), Type.Null()])),
    roles: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 4 })),
  },
  { additionalProperties: false },
);
export type InviteBody = Static<typeof InviteBody>;

export const PersonParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type PersonParams = Static<typeof PersonParams>;

export const PersonRoleParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  role: Type.String({ minLength: 1, maxLength: 64 }),
});
export type PersonRoleParams = Static<typeof PersonRoleParams>;

export const DisabledBody = Type.Object({ disabled: Type.Boolean() }, { additionalProperties: false });
export type DisabledBody = Static<typeof DisabledBody>;
