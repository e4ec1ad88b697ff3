import { type Static, Type } from '@sinclair/typebox';
import { ErrorBody } from '@storefront/contract/common';
import { AnnouncementBody, AnnouncementParams } from '@storefront/contract/provider';
import type { FastifyPluginAsync } from 'fastify';
import type { insertAnnouncement } from './announcement-repository.ts';
import { createAnnouncement, editAnnouncement, withdrawAnnouncement } from './announcement-service.ts';

const tags = ['provider-announcements'];
const Announcement = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  details: Type.String(),
  published: Type.String({ format: 'date-time' }),
  externalLinks: Type.Array(Type.Object({ url: Type.String(), label: Type.Optional(Type.String()) })),
});
type IdP = { Params: Static<typeof AnnouncementParams> };

function show(a: Awaited<ReturnType<typeof insertAnnouncement>>) {
  return { ...a, id: Number(a.id), published: a.published.toISOString(), externalLinks: a.external_links };
}

/** News announcements. Details are plain text: the web shows them as text, never as markup. */
export const announcementRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: AnnouncementBody }>(
    '/announcements',
    { schema: { tags, body: AnnouncementBody, response: { 201: Announcement, 400: ErrorBody } } },
    async (req, reply) => reply.status(201).send(show(await createAnnouncement(app.db, req.body))),
  );
  app.put<IdP & { Body: AnnouncementBody }>(
    '/announcements/:id',
    {
      schema: {
        tags,
        params: AnnouncementParams,
        body: AnnouncementBody,
        response: { 200: Announcement, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => show(await editAnnouncement(app.db, req.params.id, req.body)),
  );
  app.delete<IdP>(
    '/announcements/:id',
    { schema: { tags, params: AnnouncementParams, response: { 404: ErrorBody } } },
    async (req, reply) => {
      await withdrawAnnouncement(app.db, req.params.id);
      return reply.status(204).send();
    },
  );
};
