import type { FastifyPluginAsync } from 'fastify';
import { configProviderRoutes, configWebRoutes } from './modules/config/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';

/** Every HTTP module and where it is mounted. Each domain adds its line here. */
export const routeModules: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: healthRoutes },
  { prefix: '/api/web', plugin: configWebRoutes },
  { prefix: '/api/provider', plugin: configProviderRoutes },
];
