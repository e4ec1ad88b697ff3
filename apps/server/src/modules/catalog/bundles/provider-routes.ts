import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  BundleMembership,
  BundleMembershipBody,
  InteractiveDocsOverrideState,
} from '@storefront/contract/provider-catalog';
import { notFound } from '../../../errors.ts';
import { findItemKind, findOverride } from '../../docs/index.ts';
import { getBundleMembership, setBundleMembership } from './service.ts';

const tags = ['provider-items'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** What the workspace's item editor reads and writes beyond the item itself. */
export const bundlesProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/items/:id/bundles',
    { schema: { tags, params: ItemIdParams, response: { 200: BundleMembership, ...errors } } },
    async (request) => getBundleMembership(app.db, request.params.id),
  );

  app.put(
    '/items/:id/bundles',
    {
      schema: {
        tags,
        description: 'Makes the specification a member of exactly the bundles given.',
        params: ItemIdParams,
        body: BundleMembershipBody,
        response: { 200: BundleMembership, ...errors },
      },
    },
    async (request) => setBundleMembership(app.db, request.params.id, request.body.bundleIds),
  );

  app.get(
    '/items/:id/interactivedocs/override',
    {
      schema: {
        tags,
        description: "The item's stored Try-mode override; null follows the customer configuration.",
        params: ItemIdParams,
        response: { 200: InteractiveDocsOverrideState, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [kind, override] = await Promise.all([findItemKind(app.db, id), findOverride(app.db, id)]);
      if (!kind) throw notFound(`No catalogue item '${id}'.`);
      return {
        allowedAPIKey: override?.allowed_api_key ?? null,
        allowedMock: override?.allowed_mock ?? null,
      };
    },
  );
};
