import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitAccessRequest } from './modules/access/index.ts';
import { accessProviderRoutes } from './modules/access/provider-routes.ts';
import { accessWebRoutes } from './modules/access/web-routes.ts';
import { announcementsProviderRoutes } from './modules/announcements/provider-routes.ts';
import { announcementsWebRoutes } from './modules/announcements/web-routes.ts';
import { detailsWebRoutes } from './modules/catalog/details/web-routes.ts';
import { metricsWebRoutes } from './modules/catalog/metrics/web-routes.ts';
import { catalogProviderRoutes } from './modules/catalog/provider-routes.ts';
import { searchWebRoutes } from './modules/catalog/search/web-routes.ts';
import { taxonomiesWebRoutes } from './modules/catalog/taxonomies/web-routes.ts';
import { configProviderRoutes } from './modules/config/provider-routes.ts';
import { configWebRoutes } from './modules/config/web-routes.ts';
import { conversationsProviderRoutes } from './modules/conversations/provider-routes.ts';
import { repliesWebRoutes } from './modules/conversations/replies/web-routes.ts';
import { conversationsWebRoutes } from './modules/conversations/web-routes.ts';
import { mockWebRoutes } from './modules/docs/mock/web-routes.ts';
import { docsProviderRoutes } from './modules/docs/provider-routes.ts';
import { docsWebRoutes } from './modules/docs/web-routes.ts';
import { emailProviderRoutes } from './modules/email/provider-routes.ts';
import { emailPublicRoutes } from './modules/email/public-routes.ts';
import { healthPublicRoutes } from './modules/health/public-routes.ts';
import { inboxProviderRoutes } from './modules/inbox/provider-routes.ts';
import { liveWebRoutes } from './modules/live/web-routes.ts';
import { mcpProviderRoutes } from './modules/mcp/provider-routes.ts';
import { mcpRoutes } from './modules/mcp/web-routes.ts';
import { myStoreWebRoutes } from './modules/my-store/web-routes.ts';
import { noticesProviderRoutes } from './modules/notices/provider-routes.ts';
import { noticesWebRoutes } from './modules/notices/web-routes.ts';
import { peopleProviderRoutes } from './modules/people/provider-routes.ts';
import { profilePublicRoutes } from './modules/profile/public-routes.ts';
import { profileWebRoutes } from './modules/profile/web-routes.ts';
import { runtimeProviderRoutes } from './modules/runtime/provider-routes.ts';
import { runtimePublicRoutes } from './modules/runtime/public-routes.ts';
import { keyUsageWebRoutes } from './modules/runtime/usage/web-routes.ts';
import { runtimeWebRoutes } from './modules/runtime/web-routes.ts';
import { ticketingProviderRoutes } from './modules/ticketing/provider-routes.ts';
import { ticketingWebRoutes } from './modules/ticketing/web-routes.ts';
import { usageProviderRoutes } from './modules/usage/provider-routes.ts';
import { versionsProviderRoutes } from './modules/versions/provider-routes.ts';
import { versionsWebRoutes } from './modules/versions/web-routes.ts';

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
  { prefix: '/api/email', plugin: profilePublicRoutes },
  { prefix: '/api/web', plugin: announcementsWebRoutes },
  { prefix: '/api/provider', plugin: announcementsProviderRoutes },
  { prefix: '/api/web/my/store', plugin: profileWebRoutes },
  { prefix: '/api/web/catalog/item', plugin: detailsWebRoutes },
  { prefix: '/api/web/catalog/item', plugin: runtimeWebRoutes },
  { prefix: '/api/keys', plugin: runtimePublicRoutes },
  { prefix: '/api/web', plugin: keyUsageWebRoutes },
  { prefix: '/api/provider', plugin: runtimeProviderRoutes },
  { prefix: '/api/web', plugin: noticesWebRoutes },
  { prefix: '/api/provider', plugin: noticesProviderRoutes },
  { prefix: '/api/web', plugin: ticketingWebRoutes },
  { prefix: '/api/provider', plugin: ticketingProviderRoutes },
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
  { prefix: '/api/provider', plugin: peopleProviderRoutes },
  { prefix: '', plugin: mcpRoutes },
  { prefix: '/api/provider', plugin: mcpProviderRoutes },
  { prefix: '/api/web/catalog/item', plugin: versionsWebRoutes },
  { prefix: '/api/provider', plugin: versionsProviderRoutes },
];
