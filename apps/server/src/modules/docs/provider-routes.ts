import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { InteractiveDocsConfig, InteractiveDocsOverride } from '@storefront/contract/docs';
import type { FastifyPluginAsync } from 'fastify';
import { setInteractiveDocsOverride } from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** Mounted at /api/provider: a provider's per-item override of the Try modes. */
export const docsProviderRoutes: FastifyPluginAsync = async (app) => {
  app.put(
    '/items/:id/interactivedocs/config',
    {
      schema: {
        params: ItemIdParams,
        body: InteractiveDocsOverride,
        response: { 200: InteractiveDocsConfig, ...errors },
      },
    },
    async (request) =>
      setInteractiveDocsOverride(
        app.db,
        (request.params as ItemIdParams).id,
        request.body as InteractiveDocsOverride,
      ),
  );
};
