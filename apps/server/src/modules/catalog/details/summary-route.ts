import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { ItemDetails, SharedItemDetails } from '@storefront/contract/details';
import { notFound } from '../../../errors.ts';
import { ITEM_NOT_FOUND } from '../../../lib/error-codes.ts';
import { notModified, sendSerialized } from '../../../lib/http-reply.ts';
import { DetailsCache } from './details-cache.ts';
import { chooseEncoding, detailsEtag, matchesIfNoneMatch } from './http-cache.ts';
import { loadSharedItemDetails } from './service.ts';
import { holdStateCacheWhileOpen } from './state-cache.ts';
import { stateReaderOf } from './state-reader.ts';

/** The end of every response: the caller's flags close the shared object (4 possible tails). */
const TAILS = new Map(
  [false, true].flatMap((favourite) =>
    [false, true].map((watched) => [
      `${favourite}${watched}`,
      Buffer.from(`"userFavourite":${favourite},"userWatched":${watched}}`),
    ]),
  ),
);

/**
 * GET /api/web/catalog/item/{id}/summary. Per request: the item's version and the caller's flags
 * (from memory while change notifications keep them current, else one statement shared by
 * requests arriving together), then the cached details of that version
 * with the flags appended, already compressed in the coding the client accepts; 304 when the
 * client's ETag is current. @fastify/compress is off for this route: the body is compressed here,
 * once per version.
 */
export function registerSummaryRoute(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  cache = new DetailsCache(),
) {
  const states = stateReaderOf(app.db);
  holdStateCacheWhileOpen(app, 'details: no change notifications, per-request state reads');
  app.get(
    '/:id/summary',
    {
      compress: false,
      schema: {
        params: ItemIdParams,
        response: { 200: ItemDetails, 304: Type.Null(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const userId = request.user.id;
      const state = states.cached(id, userId) ?? (await states.read(id, userId));
      const entry = await cache.get(id, state.version, async () => {
        const details = await loadSharedItemDetails(app.db, id);
        return details && reply.serializeInput(details, SharedItemDetails);
      });
      if (!entry) throw notFound(ITEM_NOT_FOUND);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const etag = detailsEtag(entry.hash, state.favourite, state.watched, encoding);
      reply
        .header('ETag', etag)
        .header('Vary', 'Accept-Encoding')
        .header('Cache-Control', 'private, no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return notModified(reply);
      const compressed = encoding === 'identity' ? null : await cache.compressed(entry, encoding);
      const flags = `${state.favourite}${state.watched}`;
      const body = cache.body(entry, compressed, flags, TAILS.get(flags)!);
      if (compressed) reply.header('Content-Encoding', encoding);
      return sendSerialized(reply.type('application/json; charset=utf-8'), body);
    },
  );
}
