import { type Static, Type } from '@sinclair/typebox';
import { ItemCard } from './catalog-search.ts';

export const Announcement = Type.Object({
  id: Type.String(),
  title: Type.String(),
  published: Type.String({ format: 'date-time' }),
  details: Type.String(),
  externalLinks: Type.Array(Type.Object({ url: Type.String(), label: Type.Optional(Type.String()) })),
});
export type Announcement = Static<typeof Announcement>;

/** Per item, the conversation threads with unseen replies; key is the branch key ("17.3"). */
export const ReplyNotice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  conversationBranches: Type.Array(
    Type.Object({
      key: Type.String(),
      order: Type.Number(),
      styling: Type.String(),
      messageStub: Type.String(),
      stubbed: Type.Boolean(),
      /** Replies in this thread not yet seen (the bell counts these). */
      unread: Type.Integer(),
    }),
  ),
});

/** GET /api/web/my/store */
export const MyStore = Type.Object({
  replies: Type.Array(ReplyNotice),
  /** Announcements not yet read (published after the user's read mark). */
  announcements: Type.Array(Announcement),
  /** Recently viewed, latest first (at most 20; the landing shows 4). */
  recentSummary: Type.Array(ItemCard),
  /** Unread provider-update notifications on watched items, one per item. */
  notifications: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), count: Type.Number() })),
  collabLabel: Type.Union([Type.String(), Type.Null()]),
  collabEmail: Type.Union([Type.String(), Type.Null()]),
  /** A notification email waiting for its confirmation link (issue 25). */
  collabEmailPending: Type.Union([Type.String(), Type.Null()]),
  /** Favourites, most recently added first (at most 500). */
  favouritesSummary: Type.Array(ItemCard),
});
export type MyStore = Static<typeof MyStore>;

export const AnnouncementsUptoParams = Type.Object({
  timestamp: Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 }),
});
export type AnnouncementsUptoParams = Static<typeof AnnouncementsUptoParams>;

/** Reply of the toggles and clears: what the state is now. */
export const StoreToggleResult = Type.Object({ id: Type.String(), active: Type.Boolean() });
export type StoreToggleResult = Static<typeof StoreToggleResult>;

/** PUT /api/web/my/store/notifications[/{id}]/clear: how many notifications were cleared. */
export const NotificationsCleared = Type.Object({ cleared: Type.Integer() });
export type NotificationsCleared = Static<typeof NotificationsCleared>;

/** PUT /api/web/my/store/announcements/upto/{timestamp}: the read mark now (null: none). */
export const AnnouncementsReadUpto = Type.Object({
  upto: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AnnouncementsReadUpto = Static<typeof AnnouncementsReadUpto>;
