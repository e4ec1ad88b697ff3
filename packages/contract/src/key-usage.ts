import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/**
 * Usage a consumer can see (issue 24): gateways report calls per key and API product in batches;
 * consumers read their own, providers everyone's per consumer.
 */
export const KEY_USAGE_MAX_ROWS = 1000;

export const KeyUsageRow = Type.Object(
  {
    consumerKey: Type.String({ minLength: 1, maxLength: 512 }),
    product: Type.String({ minLength: 1, maxLength: 200 }),
    bucket: Type.Union([Type.Literal('day'), Type.Literal('minute')]),
    /** The bucket's start, UTC (ISO 8601): midnight for a day, a whole minute for a minute. */
    at: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$' }),
    calls: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    errors: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  },
  { additionalProperties: false },
);
export type KeyUsageRow = Static<typeof KeyUsageRow>;

/** POST /api/keys/usage (gateway credential): rows add to what is stored for their bucket. */
export const KeyUsageBatch = Type.Object(
  { rows: Type.Array(KeyUsageRow, { minItems: 1, maxItems: KEY_USAGE_MAX_ROWS }) },
  { additionalProperties: false },
);
export type KeyUsageBatch = Static<typeof KeyUsageBatch>;

export const KeyUsageReceipt = Type.Object({
  /** Rows stored against a consumer's subscription. */
  accepted: Type.Integer(),
  /** Rows whose key the portal does not know for the product: counted as rejected calls. */
  rejected: Type.Integer(),
});
export type KeyUsageReceipt = Static<typeof KeyUsageReceipt>;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC day)' });

/** GET /api/web/keys/usage and /api/provider/keys/usage. */
export const KeyUsageQuery = Type.Object(
  {
    /** First day; default: 29 days before `to`. */
    from: Type.Optional(IsoDate),
    /** Last day (inclusive); default: today (UTC). */
    to: Type.Optional(IsoDate),
    bucket: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('minute')], { default: 'day' })),
    itemId: Type.Optional(ItemId),
    appName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    /** The key's last four characters (as the key's hint shows them). */
    keyEnding: Type.Optional(Type.String({ minLength: 4, maxLength: 4 })),
  },
  { additionalProperties: false },
);
export type KeyUsageQuery = Static<typeof KeyUsageQuery>;

export const KeyUsagePoint = Type.Object({
  /** The bucket's start, ms since the epoch. */
  at: Type.Number(),
  calls: Type.Integer(),
  errors: Type.Integer(),
});

/** One series: a consumer's key on one product. */
export const KeyUsageSeries = Type.Object({
  itemId: Type.Union([Type.String(), Type.Null()]),
  appName: Type.Union([Type.String(), Type.Null()]),
  keyHint: Type.String(),
  apiProduct: Type.String(),
  /** Providers only: whose key it is. */
  consumer: Type.Optional(
    Type.Object({ username: Type.Union([Type.String(), Type.Null()]), displayName: Type.String() }),
  ),
  calls: Type.Integer(),
  errors: Type.Integer(),
  points: Type.Array(KeyUsagePoint),
});
export type KeyUsageSeries = Static<typeof KeyUsageSeries>;

export const KeyUsageReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  bucket: Type.Union([Type.Literal('day'), Type.Literal('minute')]),
  series: Type.Array(KeyUsageSeries),
  /** Providers only: calls reported for keys the portal does not know (rejected). */
  rejectedCalls: Type.Optional(Type.Integer()),
});
export type KeyUsageReport = Static<typeof KeyUsageReport>;
