import { type Static, Type } from '@sinclair/typebox';

/**
 * Kinds of live event (GET /api/web/events, text/event-stream). Each tells the SPA what to refetch:
 * notifications, replies and announcements change the store (badges, bell); news changes the News
 * page; conversation (data: itemId) changes an item's questions and replies, so another open tab
 * shows a new question without a reload; resync means events may have been missed, so refetch
 * everything.
 */
export const LIVE_EVENT_TYPES = [
  'ready',
  'notifications',
  'replies',
  'announcements',
  'news',
  'resync',
  'conversation',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The `data:` line of every event; its `id:` line carries the same id for Last-Event-ID resume. */
export const LiveEvent = Type.Object({
  id: Type.Number(),
  type: Type.Union(LIVE_EVENT_TYPES.map((t) => Type.Literal(t))),
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type LiveEvent = Static<typeof LiveEvent>;

/** GET /api/web/events: where to resume (the Last-Event-ID header wins when both are sent). */
export const LiveEventsQuery = Type.Object({
  lastEventId: Type.Optional(Type.String({ description: 'Resume after this event id.' })),
});
export type LiveEventsQuery = Static<typeof LiveEventsQuery>;

/** The body of GET /api/web/events: `text/event-stream` frames (id, event, data lines). */
export const LiveEventStream = Type.String();
export type LiveEventStream = Static<typeof LiveEventStream>;
