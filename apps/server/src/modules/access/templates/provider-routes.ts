import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccessTemplate, TemplateParams } from '@storefront/contract/access';
import { ErrorBody } from '@storefront/contract/common';
import { requireProvider } from '../../../auth/plugin.ts';
import { getTemplate, replaceTemplate } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** Providers read and replace templates at /api/provider/asks/templates/{name}. */
export const templatesProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { tags: ['provider-access'], params: TemplateParams };
  app.get(
    '/asks/templates/:name',
    {
      preHandler: requireProvider,
      schema: { ...schema, response: { 200: AccessTemplate, ...errors, 403: ErrorBody } },
    },
    async (request) => getTemplate(app.db, request.params.name),
  );
  app.put(
    '/asks/templates/:name',
    {
      preHandler: requireProvider,
      schema: {
        ...schema,
        body: AccessTemplate,
        response: { 200: AccessTemplate, ...errors, 403: ErrorBody },
      },
    },
    async (request) => replaceTemplate(app.db, request.params.name, request.body),
  );
};
