import type { FastifyPluginAsync } from 'fastify';
import { accessProviderRoutes, accessWebRoutes } from './modules/access/routes.ts';
import { detailsRoutes } from './modules/catalog/details/routes.ts';
import { catalogProviderRoutes } from './modules/catalog/provider/routes.ts';
import { catalogSearchRoutes } from './modules/catalog/search/routes.ts';
import { configProviderRoutes, configWebRoutes } from './modules/config/routes.ts';
import { conversationsProviderRoutes } from './modules/conversations/provider-routes.ts';
import { replyClearRoutes } from './modules/conversations/replies-routes.ts';
import { conversationsWebRoutes } from './modules/conversations/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { myStoreRoutes } from './modules/my-store/routes.ts';
import { noticesProviderRoutes, noticesWebRoutes } from './modules/notices/routes.ts';
import { keyVerifyRoutes, runtimeRoutes } from './modules/runtime/routes.ts';
import { taxonomyRoutes } from './modules/taxonomy/routes.ts';
import { ticketingRoutes } from './modules/ticketing/routes.ts';

/** Every HTTP module and where it is mounted. Each domain adds its line here. */
export const routeModules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: healthRoutes },
  { prefix: '', plugin: catalogSearchRoutes },
  { prefix: '', plugin: taxonomyRoutes },
  { prefix: '', plugin: metricsRoutes },
  { prefix: '', plugin: myStoreRoutes },
  { prefix: '/api/web/catalog/item', plugin: detailsRoutes },
  { prefix: '/api/web/catalog/item', plugin: runtimeRoutes },
  { prefix: '/api/keys', plugin: keyVerifyRoutes },
  { prefix: '/api/web', plugin: noticesWebRoutes },
  { prefix: '/api/provider', plugin: noticesProviderRoutes },
  { prefix: '/api', plugin: ticketingRoutes },
  { prefix: '/api/web', plugin: configWebRoutes },
  { prefix: '/api/provider', plugin: configProviderRoutes },
  { prefix: '/api/provider', plugin: catalogProviderRoutes },
  { prefix: '/api/web', plugin: accessWebRoutes },
  { prefix: '/api/provider', plugin: accessProviderRoutes },
  { prefix: '/api/web', plugin: conversationsWebRoutes },
  { prefix: '/api/web/my/store', plugin: replyClearRoutes },
  { prefix: '/api/provider', plugin: conversationsProviderRoutes },
];
