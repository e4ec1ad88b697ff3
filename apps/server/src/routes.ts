import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitAccessRequest } from './modules/access/index.ts';
import { accessProviderRoutes, accessWebRoutes } from './modules/access/routes.ts';
import { announcementsProviderRoutes } from './modules/announcements/provider-routes.ts';
import { announcementsWebRoutes } from './modules/announcements/web-routes.ts';
import { detailsWebRoutes } from './modules/catalog/details/web-routes.ts';
import { metricsWebRoutes } from './modules/catalog/metrics/web-routes.ts';
import { catalogProviderRoutes } from './modules/catalog/provider-routes.ts';
import { searchWebRoutes } from './modules/catalog/search/web-routes.ts';
import { taxonomiesWebRoutes } from './modules/catalog/taxonomies/web-routes.ts';
import { configProviderRoutes, configWebRoutes } from './modules/config/routes.ts';
import { conversationsProviderRoutes } from './modules/conversations/provider-routes.ts';
import { repliesWebRoutes } from './modules/conversations/replies/web-routes.ts';
import { conversationsWebRoutes } from './modules/conversations/web-routes.ts';
import { mockWebRoutes } from './modules/docs/mock/web-routes.ts';
import { docsProviderRoutes, docsWebRoutes } from './modules/docs/routes.ts';
import { emailProviderRoutes, emailPublicRoutes } from './modules/email/routes.ts';
import { healthPublicRoutes } from './modules/health/public-routes.ts';
import { inboxProviderRoutes } from './modules/inbox/provider-routes.ts';
import { liveWebRoutes } from './modules/live/web-routes.ts';
import { myStoreWebRoutes } from './modules/my-store/web-routes.ts';
import { noticesProviderRoutes, noticesWebRoutes } from './modules/notices/routes.ts';
import { profileWebRoutes } from './modules/profile/web-routes.ts';
import { keysPublicRoutes, runtimeWebRoutes } from './modules/runtime/routes.ts';
import { ticketingWebRoutes } from './modules/ticketing/routes.ts';
import { usageProviderRoutes } from './modules/usage/provider-routes.ts';

/** Every HTTP module and where it is mounted. Each domain adds its line here. */
export const routeModules: { prefix: string; plugin: FastifyPluginAsyncTypebox }[] = [
  { prefix: '', plugin: healthPublicRoutes },
  { prefix: '', plugin: searchWebRoutes },
  { prefix: '', plugin: taxonomiesWebRoutes },
  { prefix: '', plugin: metricsWebRoutes },
  { prefix: '', plugin: myStoreWebRoutes },
  { prefix: '', plugin: liveWebRoutes },
  { prefix: '/api/provider', plugin: emailProviderRoutes },
  { prefix: '/api/email', plugin: emailPublicRoutes },
  { prefix: '/api/web', plugin: announcementsWebRoutes },
  { prefix: '/api/provider', plugin: announcementsProviderRoutes },
  { prefix: '/api/web/my/store', plugin: profileWebRoutes },
  { prefix: '/api/web/catalog/item', plugin: detailsWebRoutes },
  { prefix: '/api/web/catalog/item', plugin: runtimeWebRoutes },
  { prefix: '/api/keys', plugin: keysPublicRoutes },
  { prefix: '/api/web', plugin: noticesWebRoutes },
  { prefix: '/api/provider', plugin: noticesProviderRoutes },
  { prefix: '/api', plugin: ticketingWebRoutes },
  { prefix: '/api/web', plugin: configWebRoutes },
  { prefix: '/api/provider', plugin: configProviderRoutes },
  { prefix: '/api/provider', plugin: catalogProviderRoutes },
  { prefix: '/api/web/catalog/item', plugin: docsWebRoutes },
  { prefix: '/api/provider', plugin: docsProviderRoutes },
  { prefix: '/api/mock', plugin: mockWebRoutes },
  { prefix: '/api/web', plugin: accessWebRoutes },
  { prefix: '/api/provider', plugin: accessProviderRoutes },
  {
    prefix: '/api/web',
    plugin: async (app) => app.register(conversationsWebRoutes, { submitAccessRequest }),
  },
  { prefix: '/api/web/my/store', plugin: repliesWebRoutes },
  { prefix: '/api/provider', plugin: conversationsProviderRoutes },
  { prefix: '/api/provider', plugin: inboxProviderRoutes },
  { prefix: '/api/provider', plugin: usageProviderRoutes },
];
