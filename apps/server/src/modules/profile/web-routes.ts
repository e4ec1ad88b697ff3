import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import {
  CollabEmailBody,
  CollabLabelBody,
  Preferences,
  PreferencesBody,
  Profile,
} from '@storefront/contract/profile';
import { acceptedLanguage } from '../../lib/i18n/language.ts';
import {
  cancelPendingNotificationEmail,
  resendNotificationEmailLink,
  setDisplayName,
  setNotificationEmail,
  setPreferences,
} from './service.ts';

const tags = ['my store'];
const response = { 200: Profile, 400: ErrorBody, 502: ErrorBody };

/** My Profile's calls; mounted at /api/web/my/store. */
export const profileWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/collabLabel', { schema: { tags, body: CollabLabelBody, response } }, async (request) =>
    setDisplayName(app.db, request.user.id, request.body),
  );

  app.put('/collabEmail', { schema: { tags, body: CollabEmailBody, response } }, async (request) =>
    setNotificationEmail(
      app.db,
      app.config,
      app.identityMailer,
      request.user,
      request.body ?? null,
      acceptedLanguage(request.headers['accept-language']),
    ),
  );

  // A pending address (issue 25): mail its link again, or give it up.
  app.post(
    '/collabEmail/resend',
    { schema: { tags, response: { 200: Profile, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody } } },
    async (request) =>
      resendNotificationEmailLink(
        app.db,
        app.config,
        app.identityMailer,
        request.user.id,
        acceptedLanguage(request.headers['accept-language']),
      ),
  );
  app.delete('/collabEmail/pending', { schema: { tags, response: { 200: Profile } } }, async (request) =>
    cancelPendingNotificationEmail(app.db, request.user.id),
  );

  // Colour scheme and language (issue 31): read back at startup through /my/stuff.
  app.put(
    '/preferences',
    { schema: { tags, body: PreferencesBody, response: { 200: Preferences, 400: ErrorBody } } },
    async (request) => setPreferences(app.db, request.user.id, request.body),
  );
};
