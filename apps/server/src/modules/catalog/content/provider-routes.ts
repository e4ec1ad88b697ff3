import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { HeadlinesBody, SecurityPoliciesBody } from '@storefront/contract/provider';
import { setHeadlines, setSecurityPolicies } from './service.ts';

const tags = ['provider-items'];
const errors = { 400: ErrorBody, 404: ErrorBody };

/** An item's metric headlines (About tab) and security policies (access form). */
export const contentProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/items/:id/metrics/headlines',
    {
      schema: {
        tags,
        params: ItemIdParams,
        body: HeadlinesBody,
        response: { 200: HeadlinesBody, ...errors },
      },
    },
    async (request) => setHeadlines(app.db, request.params.id, request.body.headlines),
  );

  app.put(
    '/items/:id/security-policies',
    {
      schema: {
        tags,
        params: ItemIdParams,
        body: SecurityPoliciesBody,
        response: { 200: SecurityPoliciesBody, ...errors },
      },
    },
    async (request) => setSecurityPolicies(app.db, request.params.id, request.body.policies),
  );
};
