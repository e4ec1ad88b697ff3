import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';
import { Announcement } from './my-store.ts';

/** Provider API (/api/provider/**): bodies and responses of catalogue maintenance. */

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const Code = Type.String({ minLength: 1, maxLength: 100 });
const Obj = <P extends Record<string, TSchema>>(props: P) =>
  Type.Object(props, { additionalProperties: false });

export const EntityId = ItemId;
export const DimensionCode = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$', maxLength: 64 });
/** A state badge colour: a theme name (green, orange, red, info, ...) or #rrggbb. */
export const Colour = Type.String({ pattern: '^([a-z][a-z-]{1,19}|#[0-9a-fA-F]{6})$' });
export const HttpUrl = Type.String({ pattern: '^https?://[^\\s<>"]+$', maxLength: 2000 });

export const ItemState = Obj({ name: Text(100, 1), colour: Colour });
export const BundledSpecInput = Obj({
  specId: Type.Optional(Nullable(ItemId)),
  live: Type.Optional(Type.Boolean()),
  designName: Type.Optional(Nullable(Text(200, 1))),
  state: Type.Optional(Nullable(Text(100, 1))),
});

const itemFields = {
  objectType: Type.Optional(Type.Union([Type.Literal('SPECIFICATION'), Type.Literal('BUNDLE')])),
  name: Text(500, 1),
  description: Type.Optional(Text(100_000)),
  version: Type.Optional(Text(100)),
  state: Type.Optional(Nullable(ItemState)),
  division: Type.Optional(Nullable(Text(200, 1))),
  owner: Type.Optional(Nullable(Text(200, 1))),
  interfaceType: Type.Optional(Nullable(Text(100, 1))),
  /** runtime:group:api */
  storefront: Type.Optional(Type.String({ maxLength: 300, pattern: '^[^\\s]*$' })),
  classifications: Type.Optional(Type.Array(EntityId, { maxItems: 500, uniqueItems: true })),
  pricingPlans: Type.Optional(Type.Array(Code, { maxItems: 100, uniqueItems: true })),
  /** Filter dimension values by dimension code (pricing plans may also be given as 'pricingplans'). */
  dimensions: Type.Optional(
    Type.Record(DimensionCode, Type.Array(Code, { maxItems: 200, uniqueItems: true }), {
      additionalProperties: false,
    }),
  ),
  bundledSpecs: Type.Optional(Type.Array(BundledSpecInput, { maxItems: 200 })),
};

export const CreateItemBody = Obj({ id: Type.Optional(ItemId), ...itemFields });
export type CreateItemBody = Static<typeof CreateItemBody>;
export const ReplaceItemBody = Obj(itemFields);
export type ReplaceItemBody = Static<typeof ReplaceItemBody>;
export const PatchItemBody = Type.Partial(ReplaceItemBody, { additionalProperties: false });
export type PatchItemBody = Static<typeof PatchItemBody>;

export const AttachmentInfo = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Number(),
  dateUpdated: Type.String({ format: 'date-time' }),
});
export type AttachmentInfo = Static<typeof AttachmentInfo>;

export const Headline = Obj({
  label: Text(200, 1),
  value: Type.Number(),
  description: Type.Optional(Text(1000)),
  unitOfMeasure: Type.Optional(Text(50)),
});
export type Headline = Static<typeof Headline>;
export const HeadlinesBody = Obj({ headlines: Type.Array(Headline, { maxItems: 50 }) });
export type HeadlinesBody = Static<typeof HeadlinesBody>;

export const SecurityPolicy = Obj({
  id: Text(200, 1),
  name: Text(200, 1),
  type: Type.Optional(Text(100)),
  isOauth: Type.Optional(Type.Boolean()),
});
export type SecurityPolicy = Static<typeof SecurityPolicy>;
export const SecurityPoliciesBody = Obj({ policies: Type.Array(SecurityPolicy, { maxItems: 50 }) });
export type SecurityPoliciesBody = Static<typeof SecurityPoliciesBody>;

export const ProviderItem = Type.Object({
  id: Type.String(),
  objectType: Type.Union([Type.Literal('SPECIFICATION'), Type.Literal('BUNDLE')]),
  name: Type.String(),
  description: Type.String(),
  version: Type.String(),
  state: Nullable(Type.Object({ name: Type.String(), colour: Type.String() })),
  division: Nullable(Type.String()),
  owner: Nullable(Type.String()),
  interfaceType: Nullable(Type.String()),
  storefront: Type.String(),
  classifications: Type.Array(Type.String()),
  pricingPlans: Type.Array(Type.String()),
  dimensions: Type.Record(Type.String(), Type.Array(Type.String())),
  bundledSpecs: Type.Array(
    Type.Object({
      specId: Nullable(Type.String()),
      live: Type.Boolean(),
      designName: Nullable(Type.String()),
      state: Nullable(Type.String()),
    }),
  ),
  attachments: Type.Array(AttachmentInfo),
  document: Nullable(
    Type.Object({
      filename: Type.String(),
      format: Type.String(),
      specVersion: Type.String(),
      size: Type.Number(),
    }),
  ),
  operationCount: Type.Number(),
  headlines: Type.Array(Headline),
  securityPolicies: Type.Array(SecurityPolicy),
  dateUpdated: Type.String({ format: 'date-time' }),
});
export type ProviderItem = Static<typeof ProviderItem>;

export const ItemListQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  objectType: Type.Optional(Type.Union([Type.Literal('SPECIFICATION'), Type.Literal('BUNDLE')])),
  /** Items whose name or id contains this text (case-insensitive). */
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export const ItemList = Type.Object({
  metadata: Type.Object({ totalSize: Type.Number() }),
  results: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      objectType: Type.String(),
      version: Type.String(),
      dateUpdated: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type ItemList = Static<typeof ItemList>;

/** Raw document or attachment upload: file name from ?filename= / ?name=. */
export const DocumentQuery = Type.Object({
  filename: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});
export const AttachmentQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) });
export const AttachmentParams = Type.Object({ id: ItemId, attachmentId: Type.Integer({ minimum: 1 }) });

// Taxonomies and classifications.
export const TaxonomyBody = Obj({
  id: EntityId,
  name: Text(200, 1),
  position: Type.Optional(Type.Integer()),
});
export type TaxonomyBody = Static<typeof TaxonomyBody>;
export const TaxonomyUpdateBody = Obj({ name: Text(200, 1), position: Type.Optional(Type.Integer()) });
export type TaxonomyUpdateBody = Static<typeof TaxonomyUpdateBody>;
export const ClassificationBody = Obj({
  id: EntityId,
  label: Text(200, 1),
  parentId: Type.Optional(Nullable(EntityId)),
  position: Type.Optional(Type.Integer()),
});
export type ClassificationBody = Static<typeof ClassificationBody>;
export const ClassificationUpdateBody = Obj({
  label: Type.Optional(Text(200, 1)),
  parentId: Type.Optional(Nullable(EntityId)),
  position: Type.Optional(Type.Integer()),
});
export type ClassificationUpdateBody = Static<typeof ClassificationUpdateBody>;
export const ProviderClassification = Type.Object({
  id: Type.String(),
  taxonomyId: Type.String(),
  parentId: Nullable(Type.String()),
  label: Type.String(),
  position: Type.Number(),
  aggSpecificationCount: Type.Number(),
  aggBundleCount: Type.Number(),
});
export const ProviderTaxonomy = Type.Object({
  id: Type.String(),
  name: Type.String(),
  position: Type.Number(),
  classifications: Type.Array(ProviderClassification),
});
export type ProviderTaxonomy = Static<typeof ProviderTaxonomy>;
/** Every taxonomy: the answer of every taxonomy and classification write (the list is small). */
export const ProviderTaxonomyList = Type.Array(ProviderTaxonomy);
export type ProviderTaxonomyList = Static<typeof ProviderTaxonomyList>;

// Dimensions, their values and pricing plans (values of dimension 'pricingplans').
export const DimensionBody = Obj({
  code: DimensionCode,
  name: Text(200, 1),
  position: Type.Optional(Type.Integer()),
});
export type DimensionBody = Static<typeof DimensionBody>;
export const DimensionUpdateBody = Obj({ name: Text(200, 1), position: Type.Optional(Type.Integer()) });
export type DimensionUpdateBody = Static<typeof DimensionUpdateBody>;
export const DimensionValueBody = Obj({
  code: Code,
  name: Text(200, 1),
  position: Type.Optional(Type.Integer()),
  visualStyle: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
});
export type DimensionValueBody = Static<typeof DimensionValueBody>;
export const DimensionValueUpdateBody = Type.Omit(DimensionValueBody, ['code'], {
  additionalProperties: false,
});
export type DimensionValueUpdateBody = Static<typeof DimensionValueUpdateBody>;
export const ProviderDimension = Type.Object({
  code: Type.String(),
  name: Type.String(),
  position: Type.Number(),
  values: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      position: Type.Number(),
      visualStyle: Nullable(Type.Record(Type.String(), Type.Unknown())),
    }),
  ),
});
export type ProviderDimension = Static<typeof ProviderDimension>;
export const ProviderDimensionList = Type.Array(ProviderDimension);
export type ProviderDimensionList = Static<typeof ProviderDimensionList>;

const planFields = {
  name: Text(200, 1),
  /** As shown on the card, e.g. "Free" or "$49". */
  cost: Text(50, 1),
  period: Text(50, 1),
  quota: Text(100, 1),
  description: Type.Optional(Text(1000)),
  position: Type.Optional(Type.Integer()),
};
export const PricingPlanBody = Obj({ code: Code, ...planFields });
export type PricingPlanBody = Static<typeof PricingPlanBody>;
export const PricingPlanUpdateBody = Obj(planFields);
export type PricingPlanUpdateBody = Static<typeof PricingPlanUpdateBody>;

// Metrics: ranking metrics (Top APIs) and their item values.
export const MetricBody = Obj({
  label: Text(200, 1),
  timeUnitLabel: Type.Optional(Text(100)),
  position: Type.Optional(Type.Integer()),
});
export type MetricBody = Static<typeof MetricBody>;
export const MetricValuesBody = Obj({
  values: Type.Array(Obj({ itemId: ItemId, value: Type.Number() }), { maxItems: 10_000 }),
});
export type MetricValuesBody = Static<typeof MetricValuesBody>;
/** GET /api/provider/metrics: a ranking metric as stored. */
export const ProviderMetric = Type.Object({
  id: Type.String(),
  label: Type.String(),
  timeUnitLabel: Type.String(),
  position: Type.Number(),
});
export type ProviderMetric = Static<typeof ProviderMetric>;
export const ProviderMetricList = Type.Array(ProviderMetric);
export type ProviderMetricList = Static<typeof ProviderMetricList>;

// Reference data and designs.
export const RefdataKind = Type.Union([Type.Literal('apps'), Type.Literal('prfs'), Type.Literal('owners')]);
export const RefdataParams = Type.Object({ kind: RefdataKind, code: Code });
export const RefdataBody = Obj({
  name: Text(200, 1),
  short: Type.Optional(Text(100)),
  regions: Type.Optional(Type.Array(Text(50, 1), { maxItems: 50 })),
  designId: Type.Optional(Nullable(Text(200, 1))),
  designName: Type.Optional(Nullable(Text(200, 1))),
});
export type RefdataBody = Static<typeof RefdataBody>;
export const DesignBody = Obj({ name: Text(200, 1), atlasId: Type.Optional(Nullable(Text(200, 1))) });
export type DesignBody = Static<typeof DesignBody>;
/** GET /api/provider/refdata/{kind} */
export const RefdataKindParams = Type.Object({ kind: RefdataKind });
export type RefdataKindParams = Static<typeof RefdataKindParams>;
export const ProviderRefdata = Type.Object({
  kind: Type.String(),
  code: Type.String(),
  name: Type.String(),
  short: Type.String(),
  regions: Type.Array(Type.String()),
  designId: Type.Union([Type.String(), Type.Null()]),
  designName: Type.Union([Type.String(), Type.Null()]),
});
export type ProviderRefdata = Static<typeof ProviderRefdata>;
export const ProviderRefdataList = Type.Array(ProviderRefdata);
export type ProviderRefdataList = Static<typeof ProviderRefdataList>;
/** GET /api/provider/designs */
export const DesignListQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
});
export type DesignListQuery = Static<typeof DesignListQuery>;
export const ProviderDesign = Type.Object({
  id: Type.String(),
  name: Type.String(),
  atlasId: Type.Union([Type.String(), Type.Null()]),
});
export type ProviderDesign = Static<typeof ProviderDesign>;
export const ProviderDesignList = Type.Array(ProviderDesign);
export type ProviderDesignList = Static<typeof ProviderDesignList>;

// Announcements.
export const AnnouncementBody = Obj({
  title: Text(300, 1),
  details: Type.Optional(Text(20_000)),
  published: Type.Optional(Type.String({ format: 'date-time' })),
  externalLinks: Type.Optional(
    Type.Array(Obj({ url: HttpUrl, label: Type.Optional(Text(200)) }), { maxItems: 10 }),
  ),
});
export type AnnouncementBody = Static<typeof AnnouncementBody>;
export const AnnouncementParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** GET /api/provider/announcements: every announcement, scheduled ones included, newest first. */
export const ProviderAnnouncementsQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 0, maximum: 100000, default: 0 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type ProviderAnnouncementsQuery = Static<typeof ProviderAnnouncementsQuery>;
export const ProviderAnnouncement = Type.Composite([
  Announcement,
  Type.Object({ scheduled: Type.Boolean() }),
]);
export type ProviderAnnouncement = Static<typeof ProviderAnnouncement>;
export const ProviderAnnouncementsPage = Type.Object({
  announcements: Type.Array(ProviderAnnouncement),
  total: Type.Integer(),
});
export type ProviderAnnouncementsPage = Static<typeof ProviderAnnouncementsPage>;

export const IdParams = Type.Object({ id: EntityId });
export const CodeParams = Type.Object({ code: DimensionCode });
export const ValueParams = Type.Object({ code: DimensionCode, valueCode: Code });
export const PlanParams = Type.Object({ code: Code });
export const MetricValueParams = Type.Object({ id: EntityId, itemId: ItemId });
