import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { InteractiveDocsConfig, InteractiveDocsOverride } from '@storefront/contract/docs';
import { setInteractiveDocsOverride } from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** Mounted at /api/provider: a provider's per-item override of the Try modes. */
export const docsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/items/:id/interactivedocs/config',
    {
      schema: {
        params: ItemIdParams,
        body: InteractiveDocsOverride,
        response: { 200: InteractiveDocsConfig, ...errors },
      },
    },
    async (request) => setInteractiveDocsOverride(app.db, request.params.id, request.body),
  );
};
