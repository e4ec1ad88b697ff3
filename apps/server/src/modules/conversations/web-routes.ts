import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  AskBody,
  BranchParams,
  BranchQuery,
  Comment,
  ConversationPage,
  ConversationQuery,
  ConvParams,
  EditBody,
  MessageBody,
  ReplyParams,
  ReplyResult,
  ThreadParams,
} from '@storefront/contract/conversations';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import {
  createComment,
  editComment,
  getConversationPage,
  getKeyPage,
  getThread,
  type NewThread,
  postReply,
} from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const postErrors = { ...errors, 409: ErrorBody, 429: ErrorBody };
const viewerOf = (request: FastifyRequest) => ({ id: request.user.id, isProvider: request.user.isProvider });

/**
 * Both call families of spec section 7 on one store, mounted at /api/web: `asks` (contact provider
 * and access requests; posts may carry styling, template and templatedData) and `comments` (posts
 * carry only a message and are questions). Everything else is the same call under both names.
 */
export interface ConversationsWebOptions {
  /**
   * Posts a templated ask (Get API Access). The access module owns access requests and builds on
   * this one, so it is handed in where routes are mounted rather than imported (no module cycle).
   */
  submitAccessRequest: (
    db: Database,
    input: NewThread & { isProvider: boolean },
  ) => ReturnType<typeof createComment>;
}

export const conversationsWebRoutes: FastifyPluginAsyncTypebox<ConversationsWebOptions> = async (
  app,
  opts,
) => {
  const { submitAccessRequest } = opts;
  const minIntervalMs = app.config.conversations.postIntervalMs;
  for (const family of ['asks', 'comments'] as const) {
    const base = `/${family}/catitem/:id`;
    const tags = ['conversations'];

    app.get(
      base,
      {
        schema: {
          tags,
          params: ItemIdParams,
          querystring: ConversationQuery,
          response: { 200: ConversationPage, ...errors },
        },
      },
      async (request) => {
        const { pageSize, offset } = request.query;
        return getConversationPage(app.db, request.params.id, viewerOf(request), pageSize, offset);
      },
    );

    app.get(
      `${base}/conv/:key`,
      {
        schema: {
          tags,
          params: BranchParams,
          querystring: BranchQuery,
          response: { 200: ConversationPage, ...errors },
        },
      },
      async (request) => {
        const { id, key } = request.params;
        const { pageSize, offset } = request.query;
        return getKeyPage(app.db, id, key, viewerOf(request), pageSize, offset);
      },
    );

    app.get(
      `${base}/conv/:convId/:order`,
      { schema: { tags, params: ThreadParams, response: { 200: ConversationPage, ...errors } } },
      async (request) => {
        const { id, convId, order } = request.params;
        return getThread(app.db, id, Number(convId), order, viewerOf(request));
      },
    );

    app.post(
      `${base}/conv/:key`,
      {
        schema: {
          tags,
          params: ConvParams,
          body: family === 'asks' ? AskBody : MessageBody,
          response: { 201: Comment, ...postErrors },
        },
      },
      async (request, reply) => {
        const { id, key } = request.params;
        // Asks may carry styling, template and templatedData; comments carry only a message.
        const body: AskBody = request.body;
        // A templated request is an access request (Get API Access): validated against its template,
        // with a status providers decide.
        const isAccessRequest = family === 'asks' && body.styling === 'request' && body.template != null;
        const post = isAccessRequest ? submitAccessRequest : createComment;
        const created = await post(app.db, {
          itemId: id,
          conversationKey: key,
          userId: request.user.id,
          isProvider: request.user.isProvider,
          message: body.message,
          styling: body.styling,
          template: body.template,
          templatedData: body.templatedData,
          minIntervalMs,
        });
        return reply.status(201).send(created);
      },
    );

    app.post(
      `${base}/conv/:key/order/:order/reply`,
      {
        schema: {
          tags,
          params: ReplyParams,
          body: MessageBody,
          response: { 201: ReplyResult, ...postErrors },
        },
      },
      async (request, reply) => {
        const { id, key, order } = request.params;
        const result = await postReply(app.db, {
          itemId: id,
          conversationKey: key,
          order,
          userId: request.user.id,
          isProvider: request.user.isProvider,
          message: request.body.message,
          minIntervalMs,
        });
        return reply.status(201).send(result);
      },
    );

    app.put(
      base,
      {
        schema: {
          tags,
          params: ItemIdParams,
          body: EditBody,
          response: { 200: Comment, ...errors, 409: ErrorBody },
        },
      },
      async (request) => {
        const body = request.body;
        return editComment(app.db, {
          itemId: request.params.id,
          viewer: viewerOf(request),
          ...body,
        });
      },
    );
  }
};
