import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, NoContent } from '@storefront/contract/common';
import {
  DisabledBody,
  InviteBody,
  PeoplePage,
  Person,
  PersonParams,
  PersonRoleParams,
} from '@storefront/contract/people';
import type { FastifyRequest } from 'fastify';
import { embeddedIssuer, isEmbeddedIdentity } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { requestLanguage } from '../../lib/i18n/request-language.ts';
import {
  ADMIN_ROLE,
  type IdpUser,
  invitePerson,
  listUsers,
  resendInvite,
  sendReset,
  setDisabled,
  setRole,
} from './service.ts';

const tags = ['provider-people'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };

function toPerson(u: IdpUser): Person {
  return {
    id: u.id,
    email: u.email,
    displayName: u.display_name,
    roles: u.roles,
    emailVerified: u.email_verified,
    status: u.disabled ? 'disabled' : u.password_hash ? 'active' : 'invited',
    createdAt: u.created_at.toISOString(),
  };
}

/**
 * The People tab: the embedded user store, managed by its administrators (role `admin`), mounted at
 * /api/provider (so the provider role is checked first). With OIDC_ISSUER set the identity
 * provider manages people, and these routes answer 404.
 */
export const peopleProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const roles = [...new Set([config.providerRole, ADMIN_ROLE])];
  const issuer = isEmbeddedIdentity(config) ? embeddedIssuer(config) : undefined;

  async function requireAdmin(request: FastifyRequest) {
    if (!issuer)
      throw new AppError(
        404,
        'People are managed by your identity provider (OIDC_ISSUER).',
        'PEOPLE-EXTERNAL',
      );
    if (request.user.iss !== issuer || !request.user.roles.includes(ADMIN_ROLE))
      throw new AppError(403, 'Only administrators manage People.', 'PEOPLE-ADMIN');
  }
  const checkRole = (role: string) => {
    if (!roles.includes(role))
      throw new AppError(400, `The People tab grants only these roles: ${roles.join(', ')}.`, 'PEOPLE-ROLE');
  };
  const actor = (request: FastifyRequest) => request.user.sub;
  const mail = app.identityMailer;

  app.get(
    '/people',
    { preHandler: requireAdmin, schema: { tags, response: { 200: PeoplePage, ...errors } } },
    async () => ({
      people: (await listUsers(app.db)).map(toPerson),
      roles,
      signupDomains: config.signupDomains,
    }),
  );

  app.post(
    '/people',
    { preHandler: requireAdmin, schema: { tags, body: InviteBody, response: { 201: Person, ...errors } } },
    async (request, reply) => {
      const wanted = [...new Set(request.body.roles ?? [])];
      for (const r of wanted) checkRole(r);
      const user = await invitePerson(
        app.db,
        mail,
        config.publicUrl,
        {
          email: request.body.email,
          displayName: request.body.displayName,
          roles: wanted,
        },
        await requestLanguage(request),
      );
      return reply.code(201).send(toPerson(user));
    },
  );

  app.post(
    '/people/:id/invitation',
    {
      preHandler: requireAdmin,
      schema: { tags, params: PersonParams, response: { 204: NoContent, ...errors } },
    },
    async (request, reply) => {
      await resendInvite(app.db, mail, config.publicUrl, request.params.id, await requestLanguage(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/people/:id/password-reset',
    {
      preHandler: requireAdmin,
      schema: { tags, params: PersonParams, response: { 204: NoContent, ...errors } },
    },
    async (request, reply) => {
      await sendReset(app.db, mail, config.publicUrl, request.params.id, await requestLanguage(request));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/people/:id/disabled',
    {
      preHandler: requireAdmin,
      schema: { tags, params: PersonParams, body: DisabledBody, response: { 200: Person, ...errors } },
    },
    async (request) =>
      toPerson(await setDisabled(app.db, request.params.id, request.body.disabled, actor(request))),
  );

  app.put(
    '/people/:id/roles/:role',
    {
      preHandler: requireAdmin,
      schema: { tags, params: PersonRoleParams, response: { 200: Person, ...errors } },
    },
    async (request) => {
      checkRole(request.params.role);
      return toPerson(await setRole(app.db, request.params.id, request.params.role, true, actor(request)));
    },
  );

  app.delete(
    '/people/:id/roles/:role',
    {
      preHandler: requireAdmin,
      schema: { tags, params: PersonRoleParams, response: { 200: Person, ...errors } },
    },
    async (request) => {
      checkRole(request.params.role);
      return toPerson(await setRole(app.db, request.params.id, request.params.role, false, actor(request)));
    },
  );
};
