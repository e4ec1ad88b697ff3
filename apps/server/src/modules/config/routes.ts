import { Branding, CustomerConfig, CustomerSettings, WhoAmI } from '@storefront/contract/config';
import type { FastifyPluginAsync } from 'fastify';
import { requireProvider } from '../../auth/plugin.ts';
import { badRequest } from '../../errors.ts';
import { checkLogo, LOGO_MAX_BYTES, LOGO_TYPES, readDefaultLogo } from './logo.ts';
import { deleteLogo, getLogo, putLogo, putSetting } from './repository.ts';
import { BRANDING_KEY, getBranding, getCustomerConfig, SETTINGS_KEY } from './service.ts';
import { validateSettings } from './settings-validate.ts';

// A logo is shown as an image, never run: even an SVG opened directly gets no script.
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Consumer reads: configuration, branding, logo and who am I. */
export const configWebRoutes: FastifyPluginAsync = async (app) => {
  app.get('/config', { schema: { tags: ['config'], response: { 200: CustomerConfig } } }, async () =>
    getCustomerConfig(app.db, app.config),
  );

  app.get('/config/branding', { schema: { tags: ['config'], response: { 200: Branding } } }, async () =>
    getBranding(app.db),
  );

  app.get('/config/branding/logo', { schema: { tags: ['config'] } }, async (_req, reply) => {
    const stored = await getLogo(app.db);
    const logo = stored
      ? { content: Buffer.from(stored.content), contentType: stored.content_type }
      : readDefaultLogo();
    reply.header('Content-Security-Policy', LOGO_CSP);
    reply.header('Cache-Control', 'private, no-cache');
    return reply.type(logo.contentType).send(logo.content);
  });

  app.get('/my/stuff', { schema: { tags: ['user'], response: { 200: WhoAmI } } }, async (request) => ({
    whoAmI: request.user.username ?? request.user.sub,
    givenName: request.user.givenName,
    provider: request.user.isProvider === true,
  }));
};

/** Provider writes: configuration, branding and logo. */
export const configProviderRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireProvider);
  app.addContentTypeParser(LOGO_TYPES, { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.put(
    '/config',
    { schema: { tags: ['provider-config'], body: CustomerSettings, response: { 200: CustomerSettings } } },
    async (request) => {
      const settings = request.body as CustomerSettings;
      const errors = validateSettings(settings);
      if (errors.length > 0) throw badRequest(`Invalid configuration: ${errors.join('; ')}`);
      await putSetting(app.db, SETTINGS_KEY, settings);
      return settings;
    },
  );

  app.put(
    '/branding',
    { schema: { tags: ['provider-config'], body: Branding, response: { 200: Branding } } },
    async (request) => {
      await putSetting(app.db, BRANDING_KEY, request.body);
      return getBranding(app.db);
    },
  );

  app.put('/branding/logo', { schema: { tags: ['provider-config'] } }, async (request, reply) => {
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
    return reply.status(204).send();
  });

  app.delete('/branding/logo', { schema: { tags: ['provider-config'] } }, async (_req, reply) => {
    await deleteLogo(app.db);
    return reply.status(204).send();
  });
};
