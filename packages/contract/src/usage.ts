import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/** The event series of the Usage charts, in display order. */
export const USAGE_SERIES = [
  'views',
  'favouritesAdded',
  'favouritesRemoved',
  'watchesAdded',
  'watchesRemoved',
  'questions',
  'accessRequests',
  'keysIssued',
] as const;
export type UsageSeriesName = (typeof USAGE_SERIES)[number];

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC day)' });

/** GET /api/provider/usage: one item (or the whole catalogue) over a range of UTC days, both inclusive. */
export const UsageQuery = Type.Object({
  itemId: Type.Optional(ItemId),
  /** First day; default: 29 days before `to`. */
  from: Type.Optional(IsoDate),
  /** Last day; default: today (UTC). */
  to: Type.Optional(IsoDate),
  /** day, or week: seven days counted from `from` (the last bucket may be shorter). */
  bucket: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week')], { default: 'day' })),
  /** How many top items to list. */
  top: Type.Optional(Type.Integer({ minimum: 0, maximum: 50, default: 10 })),
});
export type UsageQuery = Static<typeof UsageQuery>;

const Counts = Type.Object({
  views: Type.Integer(),
  favouritesAdded: Type.Integer(),
  favouritesRemoved: Type.Integer(),
  watchesAdded: Type.Integer(),
  watchesRemoved: Type.Integer(),
  questions: Type.Integer(),
  accessRequests: Type.Integer(),
  keysIssued: Type.Integer(),
});

export const UsageReport = Type.Object({
  item: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  from: Type.String(),
  to: Type.String(),
  bucket: Type.Union([Type.Literal('day'), Type.Literal('week')]),
  /** First and last day of each bucket (inclusive). */
  buckets: Type.Array(Type.Object({ start: Type.String(), end: Type.String() })),
  /** One count per bucket for each series, zero-filled. */
  series: Type.Object({
    views: Type.Array(Type.Integer()),
    favouritesAdded: Type.Array(Type.Integer()),
    favouritesRemoved: Type.Array(Type.Integer()),
    watchesAdded: Type.Array(Type.Integer()),
    watchesRemoved: Type.Array(Type.Integer()),
    questions: Type.Array(Type.Integer()),
    accessRequests: Type.Array(Type.Integer()),
    keysIssued: Type.Array(Type.Integer()),
  }),
  /** Favourites and watchers at the end of each bucket. */
  levels: Type.Object({ favourites: Type.Array(Type.Integer()), watchers: Type.Array(Type.Integer()) }),
  totals: Counts,
  /** The catalogue's most used items over the range (all event kinds but removals), most first. */
  topItems: Type.Array(
    Type.Composite([Type.Object({ id: Type.String(), name: Type.String(), total: Type.Integer() }), Counts]),
  ),
});
export type UsageReport = Static<typeof UsageReport>;
