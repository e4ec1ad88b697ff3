import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { RepliesCleared, ReplyClearParams, ReplyClearUnderParams } from '@storefront/contract/conversations';
import type { FastifyRequest } from 'fastify';
import { clearAllReplies, clearRepliesOfThread, clearRepliesUnderKey } from './service.ts';

const tags = ['my store'];
const viewerOf = (request: FastifyRequest) => ({ id: request.user.id, isProvider: request.user.isProvider });
const response = { 200: RepliesCleared, 404: ErrorBody };

/** Reply notification clears of spec section 7, mounted at /api/web/my/store. */
export const repliesWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/replies/clear', { schema: { tags, response } }, async (request) => ({
    cleared: await clearAllReplies(app.db, request.user.id),
  }));

  app.put(
    '/replies/:id/under/:convId/:order/clear',
    { schema: { tags, params: ReplyClearUnderParams, response } },
    async (request) => {
      const { id, convId, order } = request.params;
      return { cleared: await clearRepliesOfThread(app.db, viewerOf(request), id, Number(convId), order) };
    },
  );

  app.put(
    '/replies/:id/:key/clear',
    { schema: { tags, params: ReplyClearParams, response } },
    async (request) => {
      const { id, key } = request.params;
      return { cleared: await clearRepliesUnderKey(app.db, viewerOf(request), id, key) };
    },
  );
};
