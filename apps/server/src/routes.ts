import type { FastifyPluginAsync } from 'fastify';
import { accessProviderRoutes, accessWebRoutes } from './modules/access/routes.ts';
import { detailsRoutes } from './modules/catalog/details/routes.ts';
import { catalogProviderRoutes } from './modules/catalog/provider/routes.ts';
import { catalogSearchRoutes } from './modules/catalog/search/routes.ts';
import { configProviderRoutes, configWebRoutes } from './modules/config/routes.ts';
import { conversationsProviderRoutes } from './modules/conversations/provider-routes.ts';
import { replyClearRoutes } from './modules/conversations/replies-routes.ts';
import { conversationsWebRoutes } from './modules/conversations/routes.ts';
import { mockRoutes } from './modules/docs/mock/routes.ts';
import { docsProviderRoutes, docsWebRoutes } from './modules/docs/routes.ts';
import { emailProviderRoutes, emailPublicRoutes } from './modules/email/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { myStoreRoutes } from './modules/my-store/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { noticesProviderRoutes, noticesWebRoutes } from './modules/notices/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { inboxProviderRoutes } from './modules/provider-workspace/inbox-routes.ts';
import { keyVerifyRoutes, runtimeRoutes } from './modules/runtime/routes.ts';
import { taxonomyRoutes } from './modules/taxonomy/routes.ts';
import { ticketingRoutes } from './modules/ticketing/routes.ts';
import { usageProviderRoutes } from './modules/usage/routes.ts';

/** Every HTTP module and where it is mounted. Each domain adds its line here. */
export const routeModules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: healthRoutes },
  { prefix: '', plugin: catalogSearchRoutes },
  { prefix: '', plugin: taxonomyRoutes },
  { prefix: '', plugin: metricsRoutes },
  { prefix: '', plugin: myStoreRoutes },
  { prefix: '', plugin: liveRoutes },
  { prefix: '/api/provider', plugin: emailProviderRoutes },
  { prefix: '/api/email', plugin: emailPublicRoutes },
  { prefix: '/api/web', plugin: newsRoutes },
  { prefix: '/api/web/my/store', plugin: profileRoutes },
  { prefix: '/api/web/catalog/item', plugin: detailsRoutes },
  { prefix: '/api/web/catalog/item', plugin: runtimeRoutes },
  { prefix: '/api/keys', plugin: keyVerifyRoutes },
  { prefix: '/api/web', plugin: noticesWebRoutes },
  { prefix: '/api/provider', plugin: noticesProviderRoutes },
  { prefix: '/api', plugin: ticketingRoutes },
  { prefix: '/api/web', plugin: configWebRoutes },
  { prefix: '/api/provider', plugin: configProviderRoutes },
  { prefix: '/api/provider', plugin: catalogProviderRoutes },
  { prefix: '/api/web/catalog/item', plugin: docsWebRoutes },
  { prefix: '/api/provider', plugin: docsProviderRoutes },
  { prefix: '/api/mock', plugin: mockRoutes },
  { prefix: '/api/web', plugin: accessWebRoutes },
  { prefix: '/api/provider', plugin: accessProviderRoutes },
  { prefix: '/api/web', plugin: conversationsWebRoutes },
  { prefix: '/api/web/my/store', plugin: replyClearRoutes },
  { prefix: '/api/provider', plugin: conversationsProviderRoutes },
  { prefix: '/api/provider', plugin: inboxProviderRoutes },
  { prefix: '/api/provider', plugin: usageProviderRoutes },
];
