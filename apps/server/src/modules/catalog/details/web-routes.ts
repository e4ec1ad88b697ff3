import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { AttachmentParams, MetricHeadlines, StoredFile } from '@storefront/contract/details';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../../errors.ts';
import { notModified } from '../../../lib/http-reply.ts';
import { asBuffer, contentDisposition, documentFilename, safeContentType } from './download.ts';
import { findAttachment, findDocument } from './repository.ts';
import { getMetricHeadlines } from './service.ts';
import { registerSummaryRoute } from './summary-route.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };
/** A stored file in its own content type (documented, never serialised: the body is its bytes). */
const file = (description: string) => ({
  200: { description, content: { '*/*': { schema: StoredFile } } },
  ...errors,
});

function sendFile(reply: FastifyReply, bytes: Uint8Array, type: string, disposition: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', disposition)
    .header('Cache-Control', 'private, no-cache')
    .send(asBuffer(bytes));
}

/** Mounted at /api/web/catalog/item. */
export const detailsWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerSummaryRoute(app);

  app.get(
    '/:id/metrics/headlines',
    { schema: { params: ItemIdParams, response: { 200: MetricHeadlines, ...errors } } },
    async (request) => getMetricHeadlines(app.db, request.params.id),
  );

  app.get(
    '/:id/openapi/file',
    { schema: { params: ItemIdParams, response: file('The API document as stored (JSON or YAML)') } },
    async (request, reply) => {
      const { id } = request.params;
      const doc = await findDocument(app.db, id);
      if (!doc) throw notFound('This item has no OpenAPI document.');
      const etag = `"${doc.sha256}"`;
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return notModified(reply);
      const type =
        doc.format === 'json' ? 'application/json; charset=utf-8' : 'application/yaml; charset=utf-8';
      const name = documentFilename(doc.filename, doc.name, doc.format);
      return sendFile(reply, doc.content, type, contentDisposition(name, 'openapi'));
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    { schema: { params: AttachmentParams, response: file('The attachment as uploaded') } },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await findAttachment(app.db, id, Number(attachmentId));
      if (!file) throw notFound('The attachment does not exist.');
      return sendFile(reply, file.content, safeContentType(file.content_type), contentDisposition(file.name));
    },
  );
};
