import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/**
 * The API-management side of an item (spec sections 3 and 7): the signed-in consumer's developer
 * record on the item's runtime (native or apigee), its apps and credentials, and the item's API
 * product. Secrets appear only in the response of the call that created them.
 */

/** The reserved application that POST runtime (documentation "Try it" keys) creates and uses. */
export const RESERVED_APP_NAME = 'storefront-try-it';

export const RUNTIMES = ['native', 'apigee'] as const;
export type RuntimeName = (typeof RUNTIMES)[number];

/** Detail of the failure for an account without an email address (the web shows the spec's texts). */
export const NO_EMAIL_DETAIL = 'No associated email address';
export const NO_EMAIL_CODE = 'NO-EMAIL';

const Email = Type.String({ format: 'email', maxLength: 254 });
/** Letters, digits, spaces, dot, underscore and hyphen, as Apigee allows for developer app names. */
export const AppName = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$', maxLength: 100 });
const ConsumerKey = Type.String({ pattern: '^[A-Za-z0-9._~-]{1,200}$' });
const When = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const CredentialProduct = Type.Object({
  apiProduct: Type.String(),
  status: Type.String(),
});

export const Credential = Type.Object({
  consumerKey: Type.String(),
  /** Present only in the response of the call that created this credential. */
  consumerSecret: Type.Optional(Type.String()),
  issuedAt: When,
  /** null: never expires. */
  expiresAt: When,
  /** approved or revoked. */
  status: Type.String(),
  products: Type.Array(CredentialProduct),
});
export type Credential = Static<typeof Credential>;

export const DeveloperApp = Type.Object({
  name: Type.String(),
  /** The reserved application of documentation keys (RESERVED_APP_NAME). */
  reserved: Type.Boolean(),
  credentials: Type.Array(Credential),
});
export type DeveloperApp = Static<typeof DeveloperApp>;

export const Developer = Type.Object({
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  username: Type.String(),
  status: Type.String(),
  apps: Type.Array(DeveloperApp),
});
export type Developer = Static<typeof Developer>;

/** GET /api/web/catalog/item/{id}/runtime (and the response of every developer write). */
export const ItemRuntime = Type.Object({
  platformRuntime: Type.Object({
    /** null until the consumer creates a developer on this runtime. */
    developer: Type.Union([Developer, Type.Null()]),
    /** The item's API product; null when the item is not deployed (storefront empty or "soon:"). */
    apiProduct: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  }),
  storefront: Type.Object({
    /** native, apigee, or '' when the item has no runtime. */
    runtime: Type.String(),
  }),
  /** The signed-in consumer's profile, to fill the developer form (its email is the {email} of paths). */
  consumer: Type.Optional(
    Type.Object({
      email: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      username: Type.String(),
    }),
  ),
});
export type ItemRuntime = Static<typeof ItemRuntime>;

/** POST /api/web/catalog/item/{id}/runtime: a new key for the item in the reserved application. */
export const NewRuntimeKey = Type.Object({
  appName: Type.String(),
  apiProduct: Type.String(),
  credential: Credential,
});
export type NewRuntimeKey = Static<typeof NewRuntimeKey>;

export const RuntimeParams = Type.Object({ id: ItemId, email: Type.String({ maxLength: 254 }) });
export type RuntimeParams = Static<typeof RuntimeParams>;

const ProductChange = Type.Object(
  { apiProduct: Type.String({ minLength: 1, maxLength: 200 }), deleted: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

const CredentialChange = Type.Object(
  {
    /** Absent or empty: add a new credential to the app. */
    consumerKey: Type.Optional(Type.Union([ConsumerKey, Type.Literal('')])),
    products: Type.Optional(Type.Array(ProductChange, { maxItems: 20 })),
    deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const AppChange = Type.Object(
  {
    name: AppName,
    credentials: Type.Optional(Type.Array(CredentialChange, { maxItems: 20 })),
    deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * POST or PUT .../runtime/{email}/platformRuntime/developer (spec section 7). POST creates the
 * developer with one app; PUT adds apps and credentials, attaches or detaches the item's product,
 * and deletes credentials, apps or (deleted: true) the developer.
 */
export const DeveloperBody = Type.Object(
  {
    email: Email,
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    username: Type.String({ minLength: 1, maxLength: 100 }),
    apps: Type.Array(AppChange, { maxItems: 20 }),
    deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DeveloperBody = Static<typeof DeveloperBody>;

export const KeyAction = Type.Object(
  { appName: AppName, consumerKey: ConsumerKey },
  { additionalProperties: false },
);
export type KeyAction = Static<typeof KeyAction>;

/** POST .../runtime/{email}/platformRuntime/credentials/rotate: the new credential (secret once). */
export const RotatedKey = Type.Object({
  appName: Type.String(),
  credential: Credential,
  /** When the replaced key stops working (now + the rotation overlap). */
  previousKeyExpiresAt: Type.String({ format: 'date-time' }),
});
export type RotatedKey = Static<typeof RotatedKey>;

export const KeyEvent = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  runtime: Type.String(),
  /** developer.created, app.created, key.created, key.rotated, key.revoked, product.attached, ... */
  event: Type.String(),
  appName: Type.Union([Type.String(), Type.Null()]),
  /** The key's last four characters only. */
  keyHint: Type.Union([Type.String(), Type.Null()]),
  apiProduct: Type.Union([Type.String(), Type.Null()]),
});
export type KeyEvent = Static<typeof KeyEvent>;

export const KeyEventList = Type.Object({ events: Type.Array(KeyEvent) });
export type KeyEventList = Static<typeof KeyEventList>;

/** POST /api/keys/verify (gateways): is this key (and secret, when given) valid for the product? */
export const VerifyKeyBody = Type.Object(
  {
    consumerKey: Type.String({ minLength: 1, maxLength: 200 }),
    consumerSecret: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    apiProduct: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type VerifyKeyBody = Static<typeof VerifyKeyBody>;

export const VerifiedKey = Type.Object({
  valid: Type.Literal(true),
  developerEmail: Type.String(),
  appName: Type.String(),
  apiProducts: Type.Array(Type.String()),
  expiresAt: When,
});
export type VerifiedKey = Static<typeof VerifiedKey>;
