import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  DeveloperBody,
  ItemRuntime,
  KeyAction,
  KeyEventList,
  NewRuntimeKey,
  RotatedKey,
  RuntimeParams,
} from '@storefront/contract/runtime';
import type { FastifyRequest } from 'fastify';
import { findUserById } from '../users/index.ts';
import type { RuntimeContext } from './context.ts';
import { createDeveloper, updateDeveloper } from './developer-service.ts';
import { subscribeGrantApplication } from './grants.ts';
import { listEvents, revokeKey, rotateKey } from './key-service.ts';
import { runtimesFor } from './runtimes.ts';
import { createRuntimeKey, getItemRuntime } from './service.ts';

const errors = {
  400: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  502: ErrorBody,
};
const DEVELOPER = '/:id/runtime/:email/platformRuntime/developer';
const CREDENTIALS = '/:id/runtime/:email/platformRuntime/credentials';

/** Runtime and developer records of an item (spec section 7), mounted at /api/web/catalog/item. */
export const runtimeWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const runtimes = await runtimesFor(app);
  const ctx = (request: FastifyRequest): RuntimeContext => ({
    db: app.db,
    runtimes,
    config: app.config.runtime,
    log: request.log,
  });
  const offGrants = subscribeGrantApplication(
    () => ({ db: app.db, runtimes, config: app.config.runtime, log: app.log }),
    async (userId) => (await findUserById(app.db, userId))?.email ?? null,
  );
  app.addHook('onClose', async () => offGrants());

  app.get(
    '/:id/runtime',
    { schema: { params: ItemIdParams, response: { 200: ItemRuntime, ...errors } } },
    async (request) => getItemRuntime(ctx(request), request.user, request.params.id),
  );

  app.post(
    '/:id/runtime',
    { schema: { params: ItemIdParams, response: { 201: NewRuntimeKey, ...errors } } },
    async (request, reply) => {
      const key = await createRuntimeKey(ctx(request), request.user, request.params.id);
      return reply.status(201).send(key);
    },
  );

  app.post(
    DEVELOPER,
    { schema: { params: RuntimeParams, body: DeveloperBody, response: { 201: ItemRuntime, ...errors } } },
    async (request, reply) => {
      const { id, email } = request.params;
      const runtime = await createDeveloper(ctx(request), request.user, id, email, request.body);
      return reply.status(201).send(runtime);
    },
  );

  app.put(
    DEVELOPER,
    { schema: { params: RuntimeParams, body: DeveloperBody, response: { 200: ItemRuntime, ...errors } } },
    async (request) => {
      const { id, email } = request.params;
      return updateDeveloper(ctx(request), request.user, id, email, request.body);
    },
  );

  app.post(
    `${CREDENTIALS}/rotate`,
    { schema: { params: RuntimeParams, body: KeyAction, response: { 200: RotatedKey, ...errors } } },
    async (request) => {
      const { id, email } = request.params;
      return rotateKey(ctx(request), request.user, id, email, request.body);
    },
  );

  app.post(
    `${CREDENTIALS}/revoke`,
    { schema: { params: RuntimeParams, body: KeyAction, response: { 200: ItemRuntime, ...errors } } },
    async (request) => {
      const { id, email } = request.params;
      return revokeKey(ctx(request), request.user, id, email, request.body);
    },
  );

  app.get(
    '/:id/runtime/:email/platformRuntime/events',
    { schema: { params: RuntimeParams, response: { 200: KeyEventList, ...errors } } },
    async (request) => listEvents(ctx(request), request.user, request.params.id, request.params.email),
  );
};
