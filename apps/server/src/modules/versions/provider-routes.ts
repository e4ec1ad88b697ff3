import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  ApiVersion,
  ApiVersionList,
  Changelog,
  PreviewVersionUrlBody,
  PublishedVersion,
  PublishVersionQuery,
  PublishVersionUrlBody,
  UpdateVersionBody,
  VersionParams,
} from '@storefront/contract/versions';
import { fetchDocumentFromUrl } from '../catalog/index.ts';
import { listVersions, previewVersion, publishVersion, requireItem, updateVersion } from './service.ts';

const tags = ['provider-versions'];
const UPLOAD_LIMIT = 60 * 1024 * 1024;
/** The raw body; a request without one is an empty document (400), not a crash. */
const rawBody = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };

/** Uploads (and pastes, which the workspace sends the same way) take any content type as raw bytes. */
const rawVersionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post(
    '/items/:id/versions',
    {
      schema: {
        tags,
        description:
          'Publishes the raw body as a new version of the item (?filename=, ?label= else info.version); the previous versions stay.',
        params: ItemIdParams,
        querystring: PublishVersionQuery,
        response: { 201: PublishedVersion, 200: PublishedVersion, ...errors },
      },
    },
    async (request, reply) => {
      const result = await publishVersion(app.db, request.params.id, {
        filename: request.query.filename,
        content: rawBody(request.body),
        label: request.query.label,
        publicUrl: app.config.publicUrl,
      });
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
  app.post(
    '/items/:id/versions/preview',
    {
      schema: {
        tags,
        description: 'The changelog the raw body would bring against the default version; nothing is stored.',
        params: ItemIdParams,
        querystring: PublishVersionQuery,
        response: { 200: Changelog, ...errors },
      },
    },
    async (request) =>
      previewVersion(app.db, request.params.id, {
        filename: request.query.filename,
        content: rawBody(request.body),
        label: request.query.label,
      }),
  );
};

/** Mounted at /api/provider: the versions of an item in the provider workspace. */
export const versionsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rawVersionRoutes);

  app.get(
    '/items/:id/versions',
    { schema: { tags, params: ItemIdParams, response: { 200: ApiVersionList, ...errors } } },
    async (request) => listVersions(app.db, request.params.id),
  );

  app.post(
    '/items/:id/versions/url',
    {
      schema: {
        tags,
        description: 'Fetches a document from an http(s) URL and publishes it as a new version.',
        params: ItemIdParams,
        body: PublishVersionUrlBody,
        response: { 201: PublishedVersion, 200: PublishedVersion, ...errors },
      },
    },
    async (request, reply) => {
      // An unknown item is a 404 before the server fetches anything on the provider's behalf.
      await requireItem(app.db, request.params.id);
      const { filename, body } = await fetchDocumentFromUrl(request.body.url);
      const result = await publishVersion(app.db, request.params.id, {
        filename,
        content: body,
        label: request.body.label,
        releaseNotes: request.body.releaseNotes,
        publicUrl: app.config.publicUrl,
      });
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/items/:id/versions/preview-url',
    {
      schema: {
        tags,
        description:
          'Fetches a document from an http(s) URL (with the same SSRF guard, size and time limits as URL import) and returns the changelog it would bring against the default version; nothing is stored.',
        params: ItemIdParams,
        body: PreviewVersionUrlBody,
        response: { 200: Changelog, ...errors },
      },
    },
    async (request) => {
      await requireItem(app.db, request.params.id);
      const { filename, body } = await fetchDocumentFromUrl(request.body.url);
      return previewVersion(app.db, request.params.id, {
        filename,
        content: body,
        label: request.body.label,
      });
    },
  );

  app.patch(
    '/items/:id/versions/:label',
    {
      schema: {
        tags,
        description:
          'Deprecates a version with a sunset date (watchers are told), retires it, reinstates it, or edits its release notes.',
        params: VersionParams,
        body: UpdateVersionBody,
        response: { 200: ApiVersion, ...errors },
      },
    },
    async (request) =>
      updateVersion(app.db, request.params.id, request.params.label, request.body, app.config.publicUrl),
  );
};
