import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams, NoContent } from '@storefront/contract/common';
import {
  AttachmentInfo,
  AttachmentParams,
  AttachmentQuery,
  DocumentQuery,
  ProviderItem,
} from '@storefront/contract/provider';
import { addAttachment, removeAttachment } from '../content/service.ts';
import { uploadDocument } from './document-service.ts';

const tags = ['provider-items'];
const UPLOAD_LIMIT = 60 * 1024 * 1024;

/**
 * Raw uploads: the request body is the file itself (any Content-Type), so documents of tens of
 * megabytes need no multipart framing and curl --data-binary works.
 */
export const uploadsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.put(
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

  app.post(
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

  app.delete(
    '/items/:id/attachments/:attachmentId',
    { schema: { tags, params: AttachmentParams, response: { 204: NoContent, 404: ErrorBody } } },
    async (request, reply) => {
      await removeAttachment(app.db, request.params.id, request.params.attachmentId);
      return reply.status(204).send(null);
    },
  );
};
