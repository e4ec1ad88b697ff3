import { type Static, Type } from '@sinclair/typebox';
import { TemplatedData } from './conversations.ts';
import { translations } from './translations.ts';

/** Get API Access: the access-request template, its payload, reference data and design search. */

export const FIELD_TYPES = ['subheading', 'select', 'multiselect', 'checkbox', 'text', 'email'] as const;
export const LAYOUT_TYPES = ['start-row', 'start-col', 'end-row', 'end-col'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/**
 * Request values travel as text (templatedData.items[].value): a checkbox as "true" or "false", a
 * multiselect as its option values joined by commas.
 */
export const MULTI_VALUE_SEPARATOR = ',';

/** Fields of a reference-data row (with design additions) that refDataMatching may name. */
export const REF_DATA_FIELDS = ['code', 'name', 'short', 'regions', 'designId', 'designName'] as const;

/**
 * A field's default value: text, a checkbox's boolean or a multiselect's list. Declared without a
 * JSON schema (the template validator checks it against the field type) because serialising a union
 * would coerce "false" and false into each other.
 */
export type FieldValue = string | boolean | string[];
export const FieldValue = Type.Unsafe<FieldValue>({});

const Option = Type.Object({
  label: Type.String({ maxLength: 200 }),
  /** The option's label in other languages (issue 31); `label` is the default. */
  labelTranslations: Type.Optional(translations(200)),
  value: Type.String({ maxLength: 200 }),
});

/**
 * One template item: a field or a layout marker. `type` is a plain string here so that the
 * template validator can name the offending item of an unknown type (schemas would only say "must be
 * one of"); the validator accepts FIELD_TYPES and LAYOUT_TYPES.
 */
export const TemplateItem = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  label: Type.Optional(Type.String({ maxLength: 200 })),
  /** The label in other languages (issue 31); `label` is the default, shown when none fits. */
  labelTranslations: Type.Optional(translations(200)),
  type: Type.String({ maxLength: 32 }),
  value: Type.Optional(FieldValue),
  required: Type.Optional(Type.Boolean()),
  error: Type.Optional(Type.String({ maxLength: 500 })),
  hidden: Type.Optional(Type.Boolean()),
  readOnly: Type.Optional(Type.Boolean()),
  disabled: Type.Optional(Type.Boolean()),
  colSpan: Type.Optional(Type.Integer()),
  border: Type.Optional(Type.Boolean()),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  options: Type.Optional(Type.Array(Option, { maxItems: 500 })),
  showRefDataSearch: Type.Optional(Type.Boolean()),
  disableIfNoOauth: Type.Optional(Type.Boolean()),
});
export type TemplateItem = Static<typeof TemplateItem>;

export const RefDataMatch = Type.Object({
  formFieldId: Type.String({ maxLength: 64 }),
  refDataField: Type.String({ maxLength: 64 }),
});
export type RefDataMatch = Static<typeof RefDataMatch>;

/** GET /api/web/asks/template/default and PUT /api/provider/asks/templates/default. */
export const AccessTemplate = Type.Object({
  items: Type.Array(TemplateItem, { maxItems: 500 }),
  metadata: Type.Object({ refDataMatching: Type.Array(RefDataMatch, { maxItems: 100 }) }),
});
export type AccessTemplate = Static<typeof AccessTemplate>;

export const TemplateParams = Type.Object({ name: Type.String({ pattern: '^[a-z][a-z0-9-]{0,49}$' }) });
export type TemplateParams = Static<typeof TemplateParams>;

// Reference data and design search (spec section 7).
export const RefdataSearchParams = Type.Object({
  kind: Type.Union([Type.Literal('apps'), Type.Literal('prfs')]),
});
export type RefdataSearchParams = Static<typeof RefdataSearchParams>;
const Filter = Type.Optional(Type.String({ maxLength: 100 }));
/** page counts from 0. */
export const RefdataSearchQuery = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  code: Filter,
  name: Filter,
  short: Filter,
});
export type RefdataSearchQuery = Static<typeof RefdataSearchQuery>;

export const RefdataApp = Type.Object({
  code: Type.String(),
  name: Type.String(),
  short: Type.String(),
  regions: Type.Array(Type.String()),
  designId: Type.Union([Type.String(), Type.Null()]),
  designName: Type.Union([Type.String(), Type.Null()]),
});
export type RefdataApp = Static<typeof RefdataApp>;
export const RefdataPage = Type.Object({
  metadata: Type.Object({ totalSize: Type.Integer() }),
  results: Type.Array(RefdataApp),
});
export type RefdataPage = Static<typeof RefdataPage>;

export const Design = Type.Object({
  id: Type.String(),
  name: Type.String(),
  atlasId: Type.Union([Type.String(), Type.Null()]),
});
export type Design = Static<typeof Design>;
export const DesignPage = Type.Object({
  metadata: Type.Object({ totalSize: Type.Integer() }),
  results: Type.Array(Design),
});
export type DesignPage = Static<typeof DesignPage>;

/** atlasid: the application (reference-data code) whose designs are listed; empty lists all. */
export const DesignSearchQuery = Type.Object({
  atlasid: Type.Optional(Type.String({ maxLength: 100 })),
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});
export type DesignSearchQuery = Static<typeof DesignSearchQuery>;

export const DesignNameQuery = Type.Object({ text: Type.String({ minLength: 1, maxLength: 512 }) });
export type DesignNameQuery = Static<typeof DesignNameQuery>;

export const SecPolicyQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 2000 }) });
export type SecPolicyQuery = Static<typeof SecPolicyQuery>;
/** OAuth-capable security policies per requested item id. */
export const SecPolicyResult = Type.Object({
  results: Type.Array(
    Type.Object({
      id: Type.String(),
      policies: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), type: Type.String() })),
    }),
  ),
});
export type SecPolicyResult = Static<typeof SecPolicyResult>;

// Access requests and decisions.
export const AccessStatus = Type.Union([
  Type.Literal('submitted'),
  Type.Literal('approved'),
  Type.Literal('denied'),
]);
export type AccessStatus = Static<typeof AccessStatus>;

export const AccessRequestView = Type.Object({
  id: Type.String(),
  itemId: Type.String(),
  /** The request's thread in the item's conversation: contact-provider/{conversationKey}/{order}. */
  conversationKey: Type.String(),
  order: Type.Integer(),
  message: Type.String(),
  status: AccessStatus,
  /** Milliseconds since the epoch. */
  createdAt: Type.Number(),
  decidedAt: Type.Union([Type.Number(), Type.Null()]),
  decisionComment: Type.Union([Type.String(), Type.Null()]),
  templatedData: TemplatedData,
  /** When the requester last edited it (before a decision; decided requests are locked), or null. */
  edited: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
});
export type AccessRequestView = Static<typeof AccessRequestView>;

/** GET /api/web/access/catitem/{id}/requests: the caller's own requests for the item, newest first. */
export const MyAccessRequests = Type.Object({ requests: Type.Array(AccessRequestView) });
export type MyAccessRequests = Static<typeof MyAccessRequests>;

export const ProviderAccessRequest = Type.Composite([
  AccessRequestView,
  Type.Object({
    itemName: Type.String(),
    requester: Type.Object({
      username: Type.Union([Type.String(), Type.Null()]),
      displayName: Type.String(),
    }),
  }),
]);
export type ProviderAccessRequest = Static<typeof ProviderAccessRequest>;

export const ProviderAccessQuery = Type.Object({
  status: Type.Optional(AccessStatus),
  itemId: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ProviderAccessQuery = Static<typeof ProviderAccessQuery>;
export const ProviderAccessList = Type.Object({ requests: Type.Array(ProviderAccessRequest) });
export type ProviderAccessList = Static<typeof ProviderAccessList>;

export const AccessRequestParams = Type.Object({ requestId: Type.String({ pattern: '^[0-9]{1,15}$' }) });
export type AccessRequestParams = Static<typeof AccessRequestParams>;

export const ACCESS_DECISION_COMMENT_MAX = 480;
export const AccessDecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('approved'), Type.Literal('denied')]),
    /** Posted as the provider's reply in the request's thread, after "Access approved: " or "Access denied: ". */
    comment: Type.String({ minLength: 1, maxLength: ACCESS_DECISION_COMMENT_MAX }),
  },
  { additionalProperties: false },
);
export type AccessDecisionBody = Static<typeof AccessDecisionBody>;
export const AccessDecisionResult = Type.Object({ request: AccessRequestView, granted: Type.Boolean() });
export type AccessDecisionResult = Static<typeof AccessDecisionResult>;
