import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { KeyUsageQuery, KeyUsageReport } from '@storefront/contract/key-usage';
import {
  AccessPolicy,
  SubscriptionDecisionBody,
  SubscriptionList,
  SubscriptionParams,
  SubscriptionQuery,
} from '@storefront/contract/subscriptions';
import { requireProvider } from '../../auth/plugin.ts';
import { type RuntimeContext, viaAdapter } from './context.ts';
import { runtimesFor } from './runtimes.ts';
import { decideSubscription, getPolicy, listSubscriptions, setPolicy } from './subscriptions/service.ts';
import { providerUsage } from './usage/service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };

/**
 * Providers gate access (mounted at /api/provider): each item's access policy, and the
 * subscriptions of consumers' keys to approve, reject or revoke (the Inbox).
 */
export const runtimeProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const runtimes = await runtimesFor(app);
  const tags = ['provider-access'];
  app.get(
    '/items/:id/access-policy',
    {
      preHandler: requireProvider,
      schema: { tags, params: ItemIdParams, response: { 200: AccessPolicy, ...errors } },
    },
    async (request) => getPolicy(app.db, request.params.id),
  );
  app.put(
    '/items/:id/access-policy',
    {
      preHandler: requireProvider,
      schema: { tags, params: ItemIdParams, body: AccessPolicy, response: { 200: AccessPolicy, ...errors } },
    },
    async (request) => {
      const ctx: RuntimeContext = { db: app.db, runtimes, config: app.config.runtime, log: request.log };
      return viaAdapter(ctx, () => setPolicy(ctx, request.params.id, request.body, request.user.id));
    },
  );
  app.get(
    '/subscriptions',
    {
      preHandler: requireProvider,
      schema: { tags, querystring: SubscriptionQuery, response: { 200: SubscriptionList, ...errors } },
    },
    async (request) => listSubscriptions(app.db, request.query),
  );
  app.post(
    '/subscriptions/:subscriptionId/decision',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        params: SubscriptionParams,
        body: SubscriptionDecisionBody,
        response: { 200: SubscriptionList, ...errors },
      },
    },
    async (request) => {
      const ctx: RuntimeContext = { db: app.db, runtimes, config: app.config.runtime, log: request.log };
      return viaAdapter(ctx, () =>
        decideSubscription(ctx, Number(request.params.subscriptionId), request.body, request.user.id),
      );
    },
  );
  app.get(
    '/keys/usage',
    {
      preHandler: requireProvider,
      schema: { tags, querystring: KeyUsageQuery, response: { 200: KeyUsageReport, ...errors } },
    },
    async (request) => providerUsage(app.db, request.query),
  );
};
