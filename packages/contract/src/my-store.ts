import { type Static, Type } from '@sinclair/typebox';
import { ItemSummary } from './common.ts';

export const Announcement = Type.Object({
  id: Type.String(),
  title: Type.String(),
  published: Type.String({ format: 'date-time' }),
  details: Type.String(),
  externalLinks: Type.Array(Type.Object({ url: Type.String(), label: Type.Optional(Type.String()) })),
});
export type Announcement = Static<typeof Announcement>;

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
    }),
  ),
});

/** GET /api/web/my/store */
export const MyStore = Type.Object({
  replies: Type.Array(ReplyNotice),
  /** Announcements not yet read (published after the user's read mark). */
  announcements: Type.Array(Announcement),
  recentSummary: Type.Array(ItemSummary),
  /** Unread provider-update notifications on watched items, one per item. */
  notifications: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), count: Type.Number() })),
  collabLabel: Type.Union([Type.String(), Type.Null()]),
  collabEmail: Type.Union([Type.String(), Type.Null()]),
  favouritesSummary: Type.Array(ItemSummary),
});
export type MyStore = Static<typeof MyStore>;
