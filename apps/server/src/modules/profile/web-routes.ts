import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { CollabEmailBody, CollabLabelBody, Profile } from '@storefront/contract/profile';
import { setDisplayName, setNotificationEmail } from './service.ts';

const tags = ['my store'];
const response = { 200: Profile, 400: ErrorBody };

/** My Profile's two calls; mounted at /api/web/my/store. */
export const profileWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/collabLabel', { schema: { tags, body: CollabLabelBody, response } }, async (request) =>
    setDisplayName(app.db, request.user.id, request.body),
  );

  app.put('/collabEmail', { schema: { tags, body: CollabEmailBody, response } }, async (request) =>
    setNotificationEmail(app.db, app.config, request.user.id, request.body ?? null),
  );
};
