import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestsProviderRoutes } from './requests/provider-routes.ts';
import { templatesProviderRoutes } from './templates/provider-routes.ts';

/** Get API Access for providers, mounted at /api/provider. */
export const accessProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(templatesProviderRoutes);
  await app.register(requestsProviderRoutes);
};
