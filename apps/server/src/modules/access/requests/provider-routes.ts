import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccessDecisionBody,
  AccessDecisionResult,
  AccessRequestParams,
  ProviderAccessList,
  ProviderAccessQuery,
} from '@storefront/contract/access';
import { ErrorBody } from '@storefront/contract/common';
import { requireProvider } from '../../../auth/plugin.ts';
import { decideAccessRequest, listAccessRequestsForProviders } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** Providers list access requests and approve or deny them (mounted at /api/provider). */
export const requestsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['provider-access'];
  app.get(
    '/access-requests',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        querystring: ProviderAccessQuery,
        response: { 200: ProviderAccessList, ...errors, 403: ErrorBody },
      },
    },
    async (request) => listAccessRequestsForProviders(app.db, request.query),
  );
  app.post(
    '/access-requests/:requestId/decision',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        params: AccessRequestParams,
        body: AccessDecisionBody,
        response: { 200: AccessDecisionResult, ...errors, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const body = request.body;
      return decideAccessRequest(app.db, {
        requestId: Number(request.params.requestId),
        providerId: request.user.id,
        decision: body.decision,
        comment: body.comment,
      });
    },
  );
};
