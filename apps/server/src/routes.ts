import type { FastifyPluginAsync } from 'fastify';
import { configProviderRoutes, configWebRoutes } from './modules/config/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { catalogSearchRoutes } from './modules/catalog/search/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { myStoreRoutes } from './modules/my-store/routes.ts';
import { taxonomyRoutes } from './modules/taxonomy/routes.ts';

/** Every HTTP module and where it is mounted. Each domain adds its line here. */
export const routeModules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: healthRoutes },
  { prefix: '', plugin: catalogSearchRoutes },
  { prefix: '', plugin: taxonomyRoutes },
  { prefix: '', plugin: metricsRoutes },
  { prefix: '', plugin: myStoreRoutes },
  { prefix: '/api/web', plugin: configWebRoutes },
  { prefix: '/api/provider', plugin: configProviderRoutes },
];
