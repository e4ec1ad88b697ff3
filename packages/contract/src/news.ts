import { type Static, Type } from '@sinclair/typebox';
import { Announcement } from './my-store.ts';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** GET /api/web/announcements?reverse=true&page={n}&pageSize=20 (page counts from 0). */
export const AnnouncementsQuery = Type.Object({
  /** true: newest first (what the News page asks for); false: oldest first. */
  reverse: Type.Boolean({ default: true }),
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: ANNOUNCEMENTS_PAGE_SIZE }),
});
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;

export const AnnouncementsPage = Type.Object({
  announcements: Type.Array(Announcement),
  pageable: Type.Object({
    number: Type.Integer(),
    size: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});
export type AnnouncementsPage = Static<typeof AnnouncementsPage>;
