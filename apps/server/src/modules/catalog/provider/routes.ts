import type { FastifyPluginAsync } from 'fastify';
import { requireProvider } from '../../../auth/plugin.ts';
import { announcementRoutes } from './announcement-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { dimensionRoutes } from './dimension-routes.ts';
import { importRoutes } from './import-routes.ts';
import { itemRoutes } from './item-routes.ts';
import { membershipRoutes } from './membership-routes.ts';
import { metricRoutes } from './metric-routes.ts';
import { referenceRoutes } from './reference-routes.ts';
import { taxonomyRoutes } from './taxonomy-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/** Catalogue maintenance for providers, mounted at /api/provider; every route needs the provider role. */
export const catalogProviderRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireProvider);
  for (const plugin of [
    itemRoutes,
    contentRoutes,
    uploadRoutes,
    taxonomyRoutes,
    dimensionRoutes,
    metricRoutes,
    referenceRoutes,
    announcementRoutes,
    importRoutes,
    membershipRoutes,
  ]) {
    await app.register(plugin);
  }
};
