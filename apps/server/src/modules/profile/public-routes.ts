import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConfirmEmailParams } from '@storefront/contract/profile';
import { confirmNotificationEmail, confirmPage } from './confirm.ts';

/** The link that confirms a notification email: public (the token is the credential); at /api/email. */
export const profilePublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The confirmation page's form posts an empty form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const schema = { hide: true, params: ConfirmEmailParams };
  const send = (reply: import('fastify').FastifyReply, p: { status: number; html: string }) =>
    reply.status(p.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(p.html);
  app.get('/confirm/:token', { schema }, async (request, reply) =>
    send(reply, await confirmPage(app.db, app.config.publicUrl, request.params.token)),
  );
  app.post(
    '/confirm/:token',
    { schema, bodyLimit: app.config.http.publicBodyLimitBytes },
    async (request, reply) =>
      send(reply, await confirmNotificationEmail(app.db, app.config.publicUrl, request.params.token)),
  );
};
