import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DesignNameQuery,
  DesignPage,
  DesignSearchQuery,
  RefdataPage,
  RefdataSearchParams,
  RefdataSearchQuery,
  SecPolicyQuery,
  SecPolicyResult,
} from '@storefront/contract/access';
import { ErrorBody } from '@storefront/contract/common';
import { searchDesignName, searchDesigns, searchReferenceData, searchSecurityPolicies } from './service.ts';

const errors = { 400: ErrorBody };

/** Reference-data and design search of the access form, mounted at /api/web. */
export const referenceSearchWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/refdatas/:kind/search',
    {
      schema: {
        params: RefdataSearchParams,
        querystring: RefdataSearchQuery,
        response: { 200: RefdataPage, ...errors },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const { page, pageSize, code, name, short } = request.query;
      return searchReferenceData(app.db, kind, { code, name, short }, page, pageSize);
    },
  );
  app.get(
    '/ics/search/atlasid',
    { schema: { querystring: DesignSearchQuery, response: { 200: DesignPage, ...errors } } },
    async (request) => {
      const { atlasid, offset, pageSize } = request.query;
      return searchDesigns(app.db, atlasid ?? '', offset, pageSize);
    },
  );
  app.get(
    '/ics/search/designname',
    { schema: { querystring: DesignNameQuery, response: { 200: DesignPage, ...errors } } },
    async (request) => searchDesignName(app.db, request.query.text),
  );
  app.get(
    '/ics/search/secpolicy',
    { schema: { querystring: SecPolicyQuery, response: { 200: SecPolicyResult, ...errors } } },
    async (request) => searchSecurityPolicies(app.db, request.query.ids),
  );
};
