import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

export const NoticesQuery = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});
export type NoticesQuery = Static<typeof NoticesQuery>;

/** A provider update; order counts from 1 (oldest), so the newest has order === last. */
export const Notice = Type.Object({
  key: Type.String(),
  order: Type.Integer(),
  message: Type.String(),
  /** Milliseconds since the epoch. */
  timestamp: Type.Number(),
});
export type Notice = Static<typeof Notice>;

/** GET /api/web/notices/catitem/{id}: newest first; last is the total count. */
export const NoticesPage = Type.Object({
  conversation: Type.Object({ comments: Type.Array(Notice), last: Type.Integer() }),
});
export type NoticesPage = Static<typeof NoticesPage>;

/** GET /api/web/news/latest */
export const LatestNews = Type.Object({
  notices: Type.Array(
    Type.Object({
      itemKey: Type.Object({ id: Type.String(), name: Type.String() }),
      comment: Type.Object({ timestamp: Type.Number(), message: Type.String() }),
    }),
  ),
});
export type LatestNews = Static<typeof LatestNews>;

export const CreateNoticeBody = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false },
);
export type CreateNoticeBody = Static<typeof CreateNoticeBody>;

export const CreatedNotice = Type.Composite([
  Notice,
  Type.Object({ id: Type.String(), notified: Type.Integer() }),
]);
export type CreatedNotice = Static<typeof CreatedNotice>;

export const NoticeParams = Type.Object({ id: ItemId, noticeId: Type.String({ pattern: '^[0-9]{1,15}$' }) });
export type NoticeParams = Static<typeof NoticeParams>;

/** PUT /api/provider/items/{id}/notices/{noticeId}: the corrected update. */
export const EditedNotice = Type.Composite([Notice, Type.Object({ id: Type.String() })]);
export type EditedNotice = Static<typeof EditedNotice>;
