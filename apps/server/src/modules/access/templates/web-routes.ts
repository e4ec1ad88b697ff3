import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccessTemplate, TemplateParams } from '@storefront/contract/access';
import { ErrorBody } from '@storefront/contract/common';
import { getTemplate } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** GET /api/web/asks/template/{name}: the access-request form (spec: "default"). */
export const templatesWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/asks/template/:name',
    { schema: { params: TemplateParams, response: { 200: AccessTemplate, ...errors } } },
    async (request) => getTemplate(app.db, request.params.name),
  );
};
