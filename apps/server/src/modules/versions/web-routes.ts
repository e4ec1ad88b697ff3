import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { StoredFile } from '@storefront/contract/details';
import {
  ApiVersionList,
  Changelog,
  ChangelogQuery,
  VersionOperations,
  VersionParams,
} from '@storefront/contract/versions';
import type { FastifyReply } from 'fastify';
import { notModified } from '../../lib/http-reply.ts';
import { asBuffer, contentDisposition, documentFilename } from '../catalog/index.ts';
import { findVersionDocument, getChangelog, getVersionOperations, listVersions } from './service.ts';

/** The body is the stored bytes, never serialised (the route's 200 schema documents it only). */
function sendBytes(reply: FastifyReply, bytes: Buffer, type: string, disposition: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', disposition)
    .header('Cache-Control', 'private, no-cache')
    .send(bytes);
}

const errors = { 400: ErrorBody, 404: ErrorBody, 410: ErrorBody };

/** Mounted at /api/web/catalog/item: the versions of an item, one version's reads, and changelogs. */
export const versionsWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/versions',
    {
      schema: {
        description: "The item's published versions, newest first, with their states and sunset dates.",
        params: ItemIdParams,
        response: { 200: ApiVersionList, ...errors },
      },
    },
    async (request) => listVersions(app.db, request.params.id),
  );

  app.get(
    '/:id/versions/:label/operations',
    {
      schema: {
        description: 'The operations of one version, read from its document (the Methods tab).',
        params: VersionParams,
        response: { 200: VersionOperations, ...errors },
      },
    },
    async (request) => getVersionOperations(app.db, request.params.id, request.params.label),
  );

  app.get(
    '/:id/versions/:label/file',
    {
      schema: {
        description: 'The document of one version as stored (JSON or YAML): the Download of that version.',
        params: VersionParams,
        response: {
          200: { description: 'The document', content: { '*/*': { schema: StoredFile } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id, label } = request.params;
      const doc = await findVersionDocument(app.db, id, label);
      const etag = `"${doc.sha256}"`;
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return notModified(reply);
      const type =
        doc.format === 'json' ? 'application/json; charset=utf-8' : 'application/yaml; charset=utf-8';
      const disposition = contentDisposition(documentFilename(doc.filename, id, doc.format), 'openapi');
      return sendBytes(reply, asBuffer(doc.content), type, disposition);
    },
  );

  app.get(
    '/:id/changelog',
    {
      schema: {
        description:
          'What changed between two versions (default: the default version and the one before it), each change breaking or not.',
        params: ItemIdParams,
        querystring: ChangelogQuery,
        response: { 200: Changelog, ...errors },
      },
    },
    async (request) => getChangelog(app.db, request.params.id, request.query),
  );
};
