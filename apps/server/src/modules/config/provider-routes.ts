import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, NoContent } from '@storefront/contract/common';
import { Branding, BrandingUpdate, CustomerSettings } from '@storefront/contract/config';
import { requireProvider } from '../../auth/plugin.ts';
import { badRequest } from '../../errors.ts';
import { checkLogo, LOGO_MAX_BYTES, LOGO_TYPES } from './logo.ts';
import { deleteLogo, mergeSetting, putLogo, putSetting } from './repository.ts';
import { BRANDING_KEY, getBranding, SETTINGS_KEY } from './service.ts';
import { validateBranding, validateSettings } from './settings-validate.ts';

/** Provider writes: configuration, branding and logo. */
export const configProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', requireProvider);
  app.addContentTypeParser(LOGO_TYPES, { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.put(
    '/config',
    { schema: { tags: ['provider-config'], body: CustomerSettings, response: { 200: CustomerSettings } } },
    async (request) => {
      const settings = request.body;
      const errors = validateSettings(settings);
      if (errors.length > 0) throw badRequest(`Invalid configuration: ${errors.join('; ')}`);
      await putSetting(app.db, SETTINGS_KEY, settings);
      return settings;
    },
  );

  // Changes the fields named and keeps the rest (null clears one): a call that names a few fields, or
  // an older client that knows fewer, never loses stored branding such as the landing translations.
  app.put(
    '/branding',
    { schema: { tags: ['provider-config'], body: BrandingUpdate, response: { 200: Branding } } },
    async (request) => {
      const errors = validateBranding(request.body);
      if (errors.length > 0) throw badRequest(`Invalid branding: ${errors.join('; ')}`);
      await mergeSetting(app.db, BRANDING_KEY, request.body);
      return getBranding(app.db);
    },
  );

  app.put(
    '/branding/logo',
    { schema: { tags: ['provider-config'], response: { 204: NoContent, 415: ErrorBody } } },
    async (request, reply) => {
      const contentType = String(request.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        return reply
          .status(415)
          .send({ code: 'HTTP-415', detail: `Logo content type must be one of ${LOGO_TYPES.join(', ')}` });
      }
      checkLogo(body, contentType);
      await putLogo(app.db, body, contentType);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/branding/logo',
    { schema: { tags: ['provider-config'], response: { 204: NoContent } } },
    async (_req, reply) => {
      await deleteLogo(app.db);
      return reply.status(204).send(null);
    },
  );
};
