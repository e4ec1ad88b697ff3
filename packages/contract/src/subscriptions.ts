import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/**
 * Access that gates (issue 24): every API product on a credential is a subscription with a
 * status. Only providers move a status; consumers see it on each credential's products.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export const SubscriptionStatus = Type.Union(SUBSCRIPTION_STATUSES.map((s) => Type.Literal(s)));
export type SubscriptionStatus = Static<typeof SubscriptionStatus>;

/** GET/PUT /api/provider/items/{id}/access-policy: open, or approval required. */
export const AccessPolicy = Type.Object(
  { approval: Type.Union([Type.Literal('open'), Type.Literal('required')]) },
  { additionalProperties: false },
);
export type AccessPolicy = Static<typeof AccessPolicy>;

export const Subscription = Type.Object({
  id: Type.String(),
  itemId: Type.String(),
  itemName: Type.String(),
  runtime: Type.String(),
  appName: Type.String(),
  /** The last four characters of the key (never the key). */
  keyHint: Type.String(),
  apiProduct: Type.String(),
  status: SubscriptionStatus,
  /** The provider's comment on a rejection or revocation. */
  comment: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Number(),
  consumer: Type.Object({
    username: Type.Union([Type.String(), Type.Null()]),
    displayName: Type.String(),
  }),
});
export type Subscription = Static<typeof Subscription>;

/**
 * The Inbox's views: open (pending first, then approved: what a provider may still act on),
 * one status, or closed (rejected and revoked); all: every status.
 */
export const SUBSCRIPTION_VIEWS = ['all', 'open', 'pending', 'approved', 'closed'] as const;
export type SubscriptionView = (typeof SUBSCRIPTION_VIEWS)[number];

/** GET /api/provider/subscriptions: one page (0-based, as the Inbox's), newest change first. */
export const SubscriptionQuery = Type.Object(
  {
    /** One status; narrows the view further when both are given. */
    status: Type.Optional(SubscriptionStatus),
    view: Type.Optional(
      Type.Union(
        SUBSCRIPTION_VIEWS.map((v) => Type.Literal(v)),
        { default: 'all' },
      ),
    ),
    itemId: Type.Optional(ItemId),
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type SubscriptionQuery = Static<typeof SubscriptionQuery>;

/** One page of subscriptions; total counts every subscription matching the filters. */
export const SubscriptionList = Type.Object({
  subscriptions: Type.Array(Subscription),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type SubscriptionList = Static<typeof SubscriptionList>;

export const SubscriptionParams = Type.Object({ subscriptionId: Type.String({ pattern: '^[0-9]{1,15}$' }) });
export type SubscriptionParams = Static<typeof SubscriptionParams>;

/** POST /api/provider/subscriptions/{id}/decision: approve, reject (comment required) or revoke. */
export const SubscriptionDecisionBody = Type.Object(
  {
    action: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('revoke')]),
    comment: Type.Optional(Type.String({ maxLength: 480 })),
  },
  { additionalProperties: false },
);
export type SubscriptionDecisionBody = Static<typeof SubscriptionDecisionBody>;
