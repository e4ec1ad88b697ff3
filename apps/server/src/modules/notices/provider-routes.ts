import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams, NoContent } from '@storefront/contract/common';
import { CreatedNotice, CreateNoticeBody, EditedNotice, NoticeParams } from '@storefront/contract/notices';
import { requireProvider } from '../../auth/plugin.ts';
import { createNotice, editNotice, removeNotice } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** Provider side, mounted at /api/provider. */
export const noticesProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/items/:id/notices',
    {
      preHandler: requireProvider,
      schema: {
        params: ItemIdParams,
        body: CreateNoticeBody,
        response: { 201: CreatedNotice, ...errors, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { message } = request.body;
      return reply.status(201).send(await createNotice(app.db, id, message));
    },
  );

  app.put(
    '/items/:id/notices/:noticeId',
    {
      preHandler: requireProvider,
      schema: {
        summary:
          'Correct a provider update in place (nobody is notified again; unsent emails carry the new text)',
        params: NoticeParams,
        body: CreateNoticeBody,
        response: {
          200: EditedNotice,
          ...errors,
          403: ErrorBody,
        },
      },
    },
    async (request) => {
      const { id, noticeId } = request.params;
      const { message } = request.body;
      return editNotice(app.db, id, Number(noticeId), message);
    },
  );

  app.delete(
    '/items/:id/notices/:noticeId',
    {
      preHandler: requireProvider,
      schema: { params: NoticeParams, response: { ...errors, 403: ErrorBody, 204: NoContent } },
    },
    async (request, reply) => {
      const { id, noticeId } = request.params;
      await removeNotice(app.db, id, Number(noticeId));
      return reply.status(204).send(null);
    },
  );
};
