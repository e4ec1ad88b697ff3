import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, NoContent } from '@storefront/contract/common';
import { Announcement } from '@storefront/contract/my-store';
import {
  AnnouncementBody,
  AnnouncementParams,
  ProviderAnnouncementsPage,
  ProviderAnnouncementsQuery,
} from '@storefront/contract/provider';
import { requireProvider } from '../../auth/plugin.ts';
import {
  createAnnouncement,
  editAnnouncement,
  getAllAnnouncements,
  withdrawAnnouncement,
} from './provider-service.ts';

const tags = ['provider-announcements'];

/**
 * News announcements for providers, mounted at /api/provider: every one (scheduled too) to edit or
 * withdraw, and publishing. Details are plain text: the web shows them as text, never as markup.
 */
export const announcementsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireProvider);
  app.get(
    '/announcements',
    {
      schema: {
        tags,
        summary: 'All announcements, scheduled ones included, newest first (paged)',
        querystring: ProviderAnnouncementsQuery,
        response: { 200: ProviderAnnouncementsPage, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => getAllAnnouncements(app.db, request.query),
  );
  app.post(
    '/announcements',
    { schema: { tags, body: AnnouncementBody, response: { 201: Announcement, 400: ErrorBody } } },
    async (req, reply) => reply.status(201).send(await createAnnouncement(app.db, req.body)),
  );
  app.put(
    '/announcements/:id',
    {
      schema: {
        tags,
        params: AnnouncementParams,
        body: AnnouncementBody,
        response: { 200: Announcement, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => editAnnouncement(app.db, req.params.id, req.body),
  );
  app.delete(
    '/announcements/:id',
    { schema: { tags, params: AnnouncementParams, response: { 204: NoContent, 404: ErrorBody } } },
    async (req, reply) => {
      await withdrawAnnouncement(app.db, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
