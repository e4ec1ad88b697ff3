import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Branding, CustomerConfig, WhoAmI } from '@storefront/contract/config';
import type { Preferences } from '@storefront/contract/profile';
import { embeddedIssuer, isEmbeddedIdentity } from '../../config.ts';
import { acceptedLanguage } from '../../lib/i18n/language.ts';
import { ADMIN_ROLE } from '../people/index.ts';
import { findUserById, recordBrowserLanguage } from '../users/index.ts';
import { readDefaultLogo } from './logo.ts';
import { getLogo } from './repository.ts';
import { getBranding, getCustomerConfig } from './service.ts';

// A logo is shown as an image, never run: even an SVG opened directly gets no script.
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Consumer reads: configuration, branding, logo and who am I. */
export const configWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  app.get('/my/stuff', { schema: { tags: ['user'], response: { 200: WhoAmI } } }, async (request) => {
    // The colour scheme and language ride on the startup call, so the first render already has them.
    const user = await findUserById(app.db, request.user.id);
    // The browser's language, for emails to a user who follows it (issue 31): written only when it
    // changed, so the startup call costs no write; a request without the header changes nothing.
    const browser = acceptedLanguage(request.headers['accept-language']);
    if (user && browser && browser !== user.browser_language)
      await recordBrowserLanguage(app.db, user.id, browser);
    return {
      whoAmI: request.user.username ?? request.user.sub,
      givenName: request.user.givenName,
      provider: request.user.isProvider === true,
      peopleAdmin:
        request.user.isProvider === true &&
        isEmbeddedIdentity(app.config) &&
        request.user.iss === embeddedIssuer(app.config) &&
        request.user.roles.includes(ADMIN_ROLE),
      colorScheme: (user?.color_scheme ?? 'auto') as Preferences['colorScheme'],
      language: (user?.language ?? null) as Preferences['language'],
    };
  });
};
