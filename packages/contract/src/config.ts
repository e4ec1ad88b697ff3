import { type Static, Type } from '@sinclair/typebox';

const Enabled = Type.Object({ enabled: Type.Boolean() });
const MenuEntry = Type.Object({
  label: Type.Optional(Type.String({ maxLength: 100 })),
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
  },
  { additionalProperties: false },
);
export type Branding = Static<typeof Branding>;

export const WhoAmI = Type.Object({
  whoAmI: Type.String(),
  givenName: Type.Union([Type.String(), Type.Null()]),
  /** True for users with the provider role (STOREFRONT_PROVIDER_ROLE): the SPA offers the provider workspace. */
  provider: Type.Optional(Type.Boolean()),
});
export type WhoAmI = Static<typeof WhoAmI>;

export const AuthConfig = Type.Object({
  authority: Type.String(),
  clientId: Type.String(),
  scope: Type.String(),
  audience: Type.String(),
  embedded: Type.Boolean(),
});
export type AuthConfig = Static<typeof AuthConfig>;
