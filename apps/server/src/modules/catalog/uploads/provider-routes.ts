import type { Static } from '@sinclair/typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  AttachmentInfo,
  AttachmentParams,
  AttachmentQuery,
  DocumentQuery,
  ProviderItem,
} from '@storefront/contract/provider';
import type { FastifyPluginAsync } from 'fastify';
import { addAttachment, removeAttachment } from '../content/service.ts';
import { uploadDocument } from './document-service.ts';

const tags = ['provider-items'];
const UPLOAD_LIMIT = 60 * 1024 * 1024;

/**
 * Raw uploads: the request body is the file itself (any Content-Type), so documents of tens of
 * megabytes need no multipart framing and curl --data-binary works.
 */
export const uploadsProviderRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.put<{ Params: ItemIdParams; Querystring: Static<typeof DocumentQuery> }>(
    '/items/:id/document',
    {
      schema: {
        tags,
        description: 'Replaces (or creates) the item from an OpenAPI/Swagger document sent as the raw body.',
        params: ItemIdParams,
        querystring: DocumentQuery,
        response: { 200: ProviderItem, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      uploadDocument(
        app.db,
        request.params.id,
        request.query.filename,
        request.headers['content-type'],
        request.body,
      ),
  );

  app.post<{ Params: ItemIdParams; Querystring: Static<typeof AttachmentQuery> }>(
    '/items/:id/attachments',
    {
      schema: {
        tags,
        description: 'Adds an attachment: the raw body is the file, ?name= its file name.',
        params: ItemIdParams,
        querystring: AttachmentQuery,
        response: { 201: AttachmentInfo, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const info = await addAttachment(app.db, request.params.id, {
        name: request.query.name,
        contentType: request.headers['content-type'],
        content: request.body,
      });
      return reply.status(201).send(info);
    },
  );

  app.delete<{ Params: Static<typeof AttachmentParams> }>(
    '/items/:id/attachments/:attachmentId',
    { schema: { tags, params: AttachmentParams, response: { 404: ErrorBody } } },
    async (request, reply) => {
      await removeAttachment(app.db, request.params.id, request.params.attachmentId);
      return reply.status(204).send();
    },
  );
};
