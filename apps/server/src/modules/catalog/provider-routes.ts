import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireProvider } from '../../auth/plugin.ts';
import { bundlesProviderRoutes } from './bundles/provider-routes.ts';
import { contentProviderRoutes } from './content/provider-routes.ts';
import { dimensionsProviderRoutes } from './dimensions/provider-routes.ts';
import { importProviderRoutes } from './import/provider-routes.ts';
import { itemsProviderRoutes } from './items/provider-routes.ts';
import { metricsProviderRoutes } from './metrics/provider-routes.ts';
import { referenceProviderRoutes } from './reference/provider-routes.ts';
import { taxonomiesProviderRoutes } from './taxonomies/provider-routes.ts';
import { uploadsProviderRoutes } from './uploads/provider-routes.ts';

/** Catalogue maintenance for providers, mounted at /api/provider; every route needs the provider role. */
export const catalogProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireProvider);
  for (const plugin of [
    itemsProviderRoutes,
    contentProviderRoutes,
    uploadsProviderRoutes,
    taxonomiesProviderRoutes,
    dimensionsProviderRoutes,
    metricsProviderRoutes,
    referenceProviderRoutes,
    importProviderRoutes,
    bundlesProviderRoutes,
  ]) {
    await app.register(plugin);
  }
};
