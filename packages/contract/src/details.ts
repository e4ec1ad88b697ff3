import { type Static, Type } from '@sinclair/typebox';
import { ItemId, ItemSummary, State } from './common.ts';

const Operation = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  uri: Type.String(),
  operationBehaviour: Type.String(),
  dateUpdated: Type.String(),
});

/** An operation of a live spec inside a bundle: carries the spec it belongs to. */
export const BundleOperation = Type.Composite([
  Operation,
  Type.Object({ operationSpecificationId: Type.String() }),
]);
export type BundleOperation = Static<typeof BundleOperation>;

export const Attachment = Type.Object({
  id: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Number(),
  dateUpdated: Type.String({ format: 'date-time' }),
});
export type Attachment = Static<typeof Attachment>;

/** One row of bundle_specs. Non-live specs have no specId page: show designName and state. */
export const BundledSpec = Type.Object({
  specId: Type.Union([Type.String(), Type.Null()]),
  live: Type.Boolean(),
  designName: Type.Union([Type.String(), Type.Null()]),
  state: Type.Union([State, Type.Null()]),
});
export type BundledSpec = Static<typeof BundledSpec>;

/** A live spec of a bundle with its operations (spec section 3, "Specification (in a bundle)"). */
export const OperationSpecification = Type.Object({
  id: Type.String(),
  name: Type.String(),
  version: Type.String(),
  description: Type.String(),
  /** The spec's plain-text summary (see ItemSummary.summary): the bundle row's 150-character cut. */
  summary: Type.String({ maxLength: 300 }),
  state: Type.Union([State, Type.Null()]),
  operations: Type.Array(BundleOperation),
});
export type OperationSpecification = Static<typeof OperationSpecification>;

const PlanText = Type.Optional(Type.String());
export const PricingPlan = Type.Object({
  code: Type.String(),
  name: Type.String(),
  visualStyle: Type.Object({ cost: PlanText, period: PlanText, quota: PlanText, description: PlanText }),
});
export type PricingPlan = Static<typeof PricingPlan>;

export const SecurityPolicy = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  isOauth: Type.Boolean(),
});
export type SecurityPolicy = Static<typeof SecurityPolicy>;

/** GET /api/web/catalog/item/{id}/summary: the summary plus what the details tabs need. */
export const ItemDetails = Type.Composite([
  ItemSummary,
  Type.Object({
    ownerName: Type.Union([Type.String(), Type.Null()]),
    attachments: Type.Array(Attachment),
    bundledSpecs: Type.Array(BundledSpec),
    operationSpecifications: Type.Array(OperationSpecification),
    pricingPlans: Type.Array(PricingPlan),
    securityPolicies: Type.Array(SecurityPolicy),
    hasDocument: Type.Boolean(),
    /** What the item's document is (the download's label follows it); null without a document. */
    documentType: Type.Union([Type.Literal('OpenAPI'), Type.Literal('AsyncAPI'), Type.Null()]),
  }),
]);
export type ItemDetails = Static<typeof ItemDetails>;
/** ItemDetails as the server serialises it once per item version: minus the caller's two flags. */
export const SharedItemDetails = Type.Omit(ItemDetails, ['userFavourite', 'userWatched']);
export type SharedItemDetails = Static<typeof SharedItemDetails>;

export const AttachmentParams = Type.Object({
  id: ItemId,
  attachmentId: Type.String({ pattern: '^[0-9]{1,15}$' }),
});
export type AttachmentParams = Static<typeof AttachmentParams>;

/** GET .../openapi/file and .../attachments/{attachmentId}: the stored file's bytes, any media type. */
export const StoredFile = Type.String({ format: 'binary' });
export type StoredFile = Static<typeof StoredFile>;

/** GET /api/web/catalog/item/{id}/metrics/headlines */
export const MetricHeadlines = Type.Object({
  headlines: Type.Array(
    Type.Object({
      label: Type.String(),
      value: Type.Number(),
      description: Type.String(),
      metric: Type.Object({ unitOfMeasure: Type.String() }),
    }),
  ),
  storefront: Type.Object({ details: Type.Object({ nonNativeMetrics: Type.Boolean() }) }),
});
export type MetricHeadlines = Static<typeof MetricHeadlines>;
