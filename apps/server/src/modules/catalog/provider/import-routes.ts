import { ErrorBody } from '@storefront/contract/common';
import { ImportDocumentQuery, ImportResult, ImportUrlBody } from '@storefront/contract/provider-catalog';
import type { FastifyPluginAsync } from 'fastify';
import { importDocumentFromUrl, importUploadedDocument } from './import-service.ts';

const tags = ['provider-items'];
const UPLOAD_LIMIT = 60 * 1024 * 1024;
const response = { 201: ImportResult, 400: ErrorBody, 403: ErrorBody, 502: ErrorBody };

/** The raw document upload lives in its own scope: its body parser takes any content type. */
const rawImportRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post<{ Querystring: ImportDocumentQuery }>(
    '/imports/document',
    {
      schema: {
        tags,
        description:
          'Imports an OpenAPI/Swagger document sent as the raw body (?filename= its name); the item is found or created from the document, as the CLI import does.',
        querystring: ImportDocumentQuery,
        response,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await importUploadedDocument(app.db, request.query.filename, request.body)),
  );
};

/** Imports by upload or by URL (the server fetches it behind the documentation proxy's SSRF guard). */
export const importRoutes: FastifyPluginAsync = async (app) => {
  await app.register(rawImportRoutes);
  app.post<{ Body: ImportUrlBody }>(
    '/imports/url',
    {
      schema: {
        tags,
        description: 'Fetches an OpenAPI/Swagger document from an http(s) URL and imports it.',
        body: ImportUrlBody,
        response,
      },
    },
    async (request, reply) => reply.status(201).send(await importDocumentFromUrl(app.db, request.body.url)),
  );
};
