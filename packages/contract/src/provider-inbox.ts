import { type Static, Type } from '@sinclair/typebox';
import { TemplatedData } from './conversations.ts';

export const INBOX_KINDS = ['question', 'access'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
/** open: unanswered, unhandled questions and submitted requests; closed: the rest. */
export const INBOX_STATUSES = ['open', 'closed', 'all'] as const;
export type InboxStatusFilter = (typeof INBOX_STATUSES)[number];

export const InboxQuery = Type.Object(
  {
    kind: Type.Optional(Type.Union(INBOX_KINDS.map((k) => Type.Literal(k)))),
    status: Type.Union(
      INBOX_STATUSES.map((s) => Type.Literal(s)),
      { default: 'open' },
    ),
    itemId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    page: Type.Integer({ minimum: 0, maximum: 100000, default: 0 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type InboxQuery = Static<typeof InboxQuery>;

/** unanswered/answered/handled for questions; submitted/approved/denied for access requests. */
export const InboxEntryStatus = Type.Union(
  ['unanswered', 'answered', 'handled', 'submitted', 'approved', 'denied'].map((s) => Type.Literal(s)),
);
export type InboxEntryStatus = 'unanswered' | 'answered' | 'handled' | 'submitted' | 'approved' | 'denied';

/** One thread of an item's Contact Provider conversation as the provider's inbox shows it. */
export const InboxEntry = Type.Object({
  kind: Type.Union(INBOX_KINDS.map((k) => Type.Literal(k))),
  /** The thread's comment id. */
  id: Type.String(),
  itemId: Type.String(),
  itemName: Type.String(),
  /** contact-provider/{conversationKey}/{order} opens the thread. */
  conversationKey: Type.String(),
  order: Type.Integer(),
  message: Type.String(),
  author: Type.String(),
  /** Milliseconds since the epoch. */
  timestamp: Type.Number(),
  status: InboxEntryStatus,
  replyCount: Type.Integer(),
  /** When the author last edited it (ms since the epoch; decided requests are locked), or null. */
  edited: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  /** Access requests only. */
  requestId: Type.Optional(Type.String()),
  decisionComment: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  templatedData: Type.Optional(TemplatedData),
});
export type InboxEntry = Static<typeof InboxEntry>;

/** GET /api/provider/inbox: newest first, one page; total counts every entry matching the filters. */
export const InboxPage = Type.Object({
  entries: Type.Array(InboxEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type InboxPage = Static<typeof InboxPage>;

/** GET /api/provider/inbox/counts: what waits for a provider (the header badge). */
export const InboxCounts = Type.Object({
  questions: Type.Integer(),
  requests: Type.Integer(),
  total: Type.Integer(),
});
export type InboxCounts = Static<typeof InboxCounts>;
