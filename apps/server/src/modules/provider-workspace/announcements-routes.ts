import { Type } from '@sinclair/typebox';
import { ErrorBody } from '@storefront/contract/common';
import { Announcement } from '@storefront/contract/my-store';
import type { FastifyPluginAsync } from 'fastify';
import { requireProvider } from '../../auth/plugin.ts';
import type { Database } from '../../db/connection.ts';

const Query = Type.Object(
  {
    page: Type.Integer({ minimum: 0, maximum: 100000, default: 0 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
type Query = { page: number; pageSize: number };
const Page = Type.Object({
  announcements: Type.Array(Type.Composite([Announcement, Type.Object({ scheduled: Type.Boolean() })])),
  total: Type.Integer(),
});

async function listAll(db: Database, { page, pageSize }: Query) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('announcements')
      .select(['id', 'title', 'details', 'published', 'external_links'])
      .orderBy('published', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const now = Date.now();
  return {
    total: Number(count.n),
    announcements: rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      details: r.details ?? '',
      published: r.published.toISOString(),
      externalLinks: (r.external_links ?? []) as { url: string; label?: string }[],
      scheduled: r.published.getTime() > now,
    })),
  };
}

/**
 * GET /api/provider/announcements: every announcement, scheduled ones too, newest first, for the
 * workspace to edit or withdraw (the consumer list hides scheduled ones and marks read).
 */
export const announcementsListRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/announcements',
    {
      preHandler: requireProvider,
      schema: {
        tags: ['provider-announcements'],
        summary: 'All announcements, scheduled ones included, newest first (paged)',
        querystring: Query,
        response: { 200: Page, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listAll(app.db, request.query as Query),
  );
};
