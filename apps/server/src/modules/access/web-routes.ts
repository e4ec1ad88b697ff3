import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { referenceSearchWebRoutes } from './reference-search/web-routes.ts';
import { requestsWebRoutes } from './requests/web-routes.ts';
import { templatesWebRoutes } from './templates/web-routes.ts';

/** Get API Access for consumers, mounted at /api/web. */
export const accessWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(templatesWebRoutes);
  await app.register(referenceSearchWebRoutes);
  await app.register(requestsWebRoutes);
};
