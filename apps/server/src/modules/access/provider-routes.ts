import type { FastifyPluginAsync } from 'fastify';
import { requestsProviderRoutes } from './requests/provider-routes.ts';
import { templatesProviderRoutes } from './templates/provider-routes.ts';

/** Get API Access for providers, mounted at /api/provider. */
export const accessProviderRoutes: FastifyPluginAsync = async (app) => {
  await app.register(templatesProviderRoutes);
  await app.register(requestsProviderRoutes);
};
