import type { FastifyPluginAsync } from 'fastify';
import { referenceSearchRoutes } from './reference-search-routes.ts';
import { requestProviderRoutes, requestWebRoutes } from './request-routes.ts';
import { templateProviderRoutes, templateWebRoutes } from './template-routes.ts';

/** Get API Access for consumers, mounted at /api/web. */
export const accessWebRoutes: FastifyPluginAsync = async (app) => {
  await app.register(templateWebRoutes);
  await app.register(referenceSearchRoutes);
  await app.register(requestWebRoutes);
};

/** Get API Access for providers, mounted at /api/provider. */
export const accessProviderRoutes: FastifyPluginAsync = async (app) => {
  await app.register(templateProviderRoutes);
  await app.register(requestProviderRoutes);
};
