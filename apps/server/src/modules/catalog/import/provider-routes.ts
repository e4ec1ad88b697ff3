import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { AttachmentInfo, AttachmentParams } from '@storefront/contract/provider';
import {
  ImportDocumentQuery,
  ImportResult,
  ImportUrlBody,
  ReplaceAttachmentQuery,
} from '@storefront/contract/provider-catalog';
import { replaceAttachment } from '../uploads/attachment-replace.ts';
import { importDocumentFromUrl, importUploadedDocument } from './provider-service.ts';

const tags = ['provider-items'];
const UPLOAD_LIMIT = 60 * 1024 * 1024;
const response = { 201: ImportResult, 400: ErrorBody, 403: ErrorBody, 502: ErrorBody };

/** The raw document upload lives in its own scope: its body parser takes any content type. */
const rawImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/imports/document',
    {
      schema: {
        tags,
        description:
          'Imports an OpenAPI/Swagger/AsyncAPI document sent as the raw body (?filename= its name); the item is found or created from the document, as the CLI import does.',
        querystring: ImportDocumentQuery,
        response,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await importUploadedDocument(app.db, request.query.filename, request.body)),
  );

  app.put(
    '/items/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        description: "Replaces an attachment's file (raw body); ?name= renames it, else the name is kept.",
        params: AttachmentParams,
        querystring: ReplaceAttachmentQuery,
        response: { 200: AttachmentInfo, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      replaceAttachment(app.db, request.params.id, request.params.attachmentId, {
        name: request.query.name,
        contentType: request.headers['content-type'],
        content: request.body,
      }),
  );
};

/** Imports by upload or by URL (the server fetches it behind the documentation proxy's SSRF guard). */
export const importProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rawImportRoutes);
  app.post(
    '/imports/url',
    {
      schema: {
        tags,
        description: 'Fetches an OpenAPI/Swagger/AsyncAPI document from an http(s) URL and imports it.',
        body: ImportUrlBody,
        response,
      },
    },
    async (request, reply) => reply.status(201).send(await importDocumentFromUrl(app.db, request.body.url)),
  );
};
