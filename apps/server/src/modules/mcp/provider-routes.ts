import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgentUsage,
  AgentUsageQuery,
  AgentVisibility,
  AgentVisibilityBody,
} from '@storefront/contract/agents';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { agentUsage, getAgentVisibility, setAgentVisibility } from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Providers: whether agents see an item, and agents' traffic. Mounted at /api/provider. */
export const mcpProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalog/items/:id/agents',
    { schema: { tags: ['agents'], params: ItemIdParams, response: { 200: AgentVisibility, ...errors } } },
    async (request) => getAgentVisibility(app.db, request.params.id),
  );
  app.put(
    '/catalog/items/:id/agents',
    {
      schema: {
        tags: ['agents'],
        params: ItemIdParams,
        body: AgentVisibilityBody,
        response: { 200: AgentVisibility, ...errors },
      },
    },
    async (request) => setAgentVisibility(app.db, request.params.id, request.body.agentVisible),
  );
  app.get(
    '/usage/agents',
    { schema: { tags: ['agents'], querystring: AgentUsageQuery, response: { 200: AgentUsage, ...errors } } },
    async (request) => {
      const { itemId, from, to } = request.query;
      return agentUsage(app.db, itemId ?? null, from, to);
    },
  );
};
