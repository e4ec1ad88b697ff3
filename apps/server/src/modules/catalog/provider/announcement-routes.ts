import { type Static, Type } from '@sinclair/typebox';
import { ErrorBody } from '@storefront/contract/common';
import { AnnouncementBody, AnnouncementParams } from '@storefront/contract/provider';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../errors.ts';
import { deleteAnnouncement, insertAnnouncement, updateAnnouncement } from './announcement-repository.ts';

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
    async (req, reply) => reply.status(201).send(show(await insertAnnouncement(app.db, req.body))),
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
    async (req) => {
      const row = await updateAnnouncement(app.db, req.params.id, req.body);
      if (!row) throw notFound(`No announcement ${req.params.id}.`);
      return show(row);
    },
  );
  app.delete<IdP>(
    '/announcements/:id',
    { schema: { tags, params: AnnouncementParams, response: { 404: ErrorBody } } },
    async (req, reply) => {
      if (!(await deleteAnnouncement(app.db, req.params.id)))
        throw notFound(`No announcement ${req.params.id}.`);
      return reply.status(204).send();
    },
  );
};
