import { type Static, type TOptional, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';
import { ColorSchemeField, LanguageField } from './profile.ts';
import { translations } from './translations.ts';

const Enabled = Type.Object({ enabled: Type.Boolean() });
const MenuEntry = Type.Object({
  label: Type.Optional(Type.String({ maxLength: 100 })),
  /** The label in other languages (issue 31); `label` (else the built-in label) is the default. */
  labelTranslations: Type.Optional(translations(100)),
  enabled: Type.Optional(Type.Boolean()),
});

/** The stored, provider-editable part of the customer configuration. */
export const CustomerSettings = Type.Object(
  {
    customerCode: Type.String({ minLength: 1, maxLength: 50 }),
    portalUIConfig: Type.Object({
      mainNavigation: Type.Object({ topApis: Enabled, taxonomy: Enabled }),
      /** Details menu: labels and enabled flags by entry key (about, bundleDetails, methods, ...). */
      detailsMenu: Type.Record(Type.String(), MenuEntry),
      methodBehaviour: Type.Object({ enabled: Type.Boolean(), label: Type.String({ maxLength: 50 }) }),
      visual: Type.Object({ apiAccess: Type.Boolean() }),
    }),
    features: Type.Object({
      pricing: Type.Boolean(),
      attachments: Type.Boolean(),
      documentation: Type.Boolean(),
      openapiDownload: Type.Boolean(),
      viewInCatalog: Type.Boolean(),
      ticketing: Type.Boolean(),
      getApiAccess: Type.Boolean(),
      metrics: Type.Boolean(),
    }),
    /** External catalogue page of an item; {id} is replaced. Only http(s). */
    viewInCatalogUrl: Type.String({ maxLength: 500, pattern: '^https?://' }),
    missing: Type.Object({ specs: Type.Object({ itemstate: Type.String({ maxLength: 100 }) }) }),
    emailPatterns: Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 20 }),
    /** Metrics come from an external monitoring service (About shows a note). */
    nonNativeMetrics: Type.Optional(Type.Boolean()),
    /** Try modes of the documentation viewer (providers may override them per item). */
    interactiveDocs: Type.Optional(
      Type.Object({ allowedAPIKey: Type.Boolean(), allowedMock: Type.Boolean() }),
    ),
    /** AI agents (the MCP server at /mcp): write tools (ask a question, request access) are off unless on. */
    agents: Type.Optional(Type.Object({ writeTools: Type.Boolean() })),
  },
  { additionalProperties: false },
);
export type CustomerSettings = Static<typeof CustomerSettings>;

export const DimensionValue = Type.Object({
  code: Type.String(),
  name: Type.String(),
  visualStyle: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
});
export const Dimension = Type.Object({
  code: Type.String(),
  name: Type.String(),
  values: Type.Array(DimensionValue),
});
export type Dimension = Static<typeof Dimension>;

/**
 * GET /api/web/config: stored settings plus the live taxonomies and dimensions. One object
 * (Composite), not an allOf: the settings' additionalProperties: false made the documented
 * allOf refuse every real answer (its `search` and `ticketing`).
 */
export const CustomerConfig = Type.Composite([
  CustomerSettings,
  Type.Object({
    search: Type.Object({
      taxonomies: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
      dimensions: Type.Array(Dimension),
    }),
    ticketing: Type.Object({ system: Type.String(), label: Type.String(), route: Type.String() }),
  }),
]);
export type CustomerConfig = Static<typeof CustomerConfig>;

const Colour = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });

export const Branding = Type.Object(
  {
    primaryColor: Type.Optional(Colour),
    primaryBtnHoverColor: Type.Optional(Colour),
    primaryBtnTextColor: Type.Optional(Colour),
    supportingColorA: Type.Optional(Colour),
    supportingColorB: Type.Optional(Colour),
    supportingColorC: Type.Optional(Colour),
    supportingColorD: Type.Optional(Colour),
    supportingColorE: Type.Optional(Colour),
    supportingColorF: Type.Optional(Colour),
    supportingColorG: Type.Optional(Colour),
    supportingColorH: Type.Optional(Colour),
    supportingColorI: Type.Optional(Colour),
    supportingColorJ: Type.Optional(Colour),
    supportingColorK: Type.Optional(Colour),
    borderRadius: Type.Optional(Type.Integer({ minimum: 0, maximum: 48 })),
    brandName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    landingTitle: Type.Optional(Type.String({ maxLength: 200 })),
    landingMessage: Type.Optional(Type.String({ maxLength: 2000 })),
    /** The landing texts in other languages (issue 31); the plain fields are the default. */
    landingTitleTranslations: Type.Optional(translations(200)),
    landingMessageTranslations: Type.Optional(translations(2000)),
  },
  { additionalProperties: false },
);
export type Branding = Static<typeof Branding>;

/**
 * A branding field that may also be null. Written as a type list rather than anyOf: the server's Ajv
 * coerces types, and in an anyOf its first branch would turn null into "" or 0 before the null one.
 */
const orNull = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type as string, 'null'] });

/**
 * PUT /api/provider/branding: the fields to change. Absent fields keep their stored value, a field
 * sent as null is cleared (its default applies again), and a translations map replaces the stored
 * one as a whole. So a call naming a few fields loses nothing else (issue 31).
 */
export const BrandingUpdate = Type.Object(
  Object.fromEntries(
    Object.entries(Branding.properties).map(([key, schema]) => [key, Type.Optional(orNull(schema))]),
  ) as { [K in keyof Branding]-?: TOptional<TUnsafe<Branding[K] | null>> },
  { additionalProperties: false },
);
export type BrandingUpdate = Static<typeof BrandingUpdate>;

export const WhoAmI = Type.Object({
  whoAmI: Type.String(),
  givenName: Type.Union([Type.String(), Type.Null()]),
  /** True for users with the provider role (STOREFRONT_PROVIDER_ROLE): the SPA offers the provider workspace. */
  provider: Type.Optional(Type.Boolean()),
  /** True for administrators of the embedded user store (role `admin`): the workspace shows People. */
  peopleAdmin: Type.Optional(Type.Boolean()),
  /** The user's colour scheme and language (issue 31), read at startup so the first paint is right. */
  colorScheme: Type.Optional(ColorSchemeField),
  language: Type.Optional(LanguageField),
});
export type WhoAmI = Static<typeof WhoAmI>;

export const AuthConfig = Type.Object({
  authority: Type.String(),
  clientId: Type.String(),
  scope: Type.String(),
  audience: Type.String(),
  embedded: Type.Boolean(),
  /** Demo mode (STOREFRONT_DEMO): the embedded provider's demo accounts; every page says so. */
  demo: Type.Optional(Type.Boolean()),
  /** How the SPA names the audience to an external provider (OIDC_AUDIENCE_PARAM). */
  audienceParam: Type.Optional(
    Type.Union([Type.Literal('audience'), Type.Literal('resource'), Type.Literal('none')]),
  ),
});
export type AuthConfig = Static<typeof AuthConfig>;
