import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import {
  Conversation,
  ConversationSettingsBody,
  HandledBody,
  HandledResult,
  MessageBody,
  ProviderConvParams,
  ProviderThreadParams,
  ReplyResult,
  UnansweredQuery,
  UnansweredThreads,
} from '@storefront/contract/conversations';
import { requireProvider } from '../../auth/plugin.ts';
import {
  listUnansweredThreads,
  markThreadHandled,
  replyAsProvider,
  setConversationCanReply,
} from './provider-service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['provider conversations'];

/**
 * The provider's side of Contact Provider, mounted at /api/provider (a workspace across items):
 * - GET  /conversations/unanswered?pageSize&offset: threads without a provider reply, not handled
 * - POST /conversations/{convId}/threads/{order}/replies {message}: reply as the provider
 * - PUT  /conversations/{convId}/threads/{order}/handled {handled}: mark handled (or not)
 * - PUT  /conversations/{convId} {canReply}: open or close replies on a conversation
 */
export const conversationsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/conversations/unanswered',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        summary: 'Threads across all items with no provider reply, not marked handled (oldest first)',
        querystring: UnansweredQuery,
        response: { 200: UnansweredThreads, ...errors },
      },
    },
    async (request) => {
      const { pageSize, offset } = request.query;
      return listUnansweredThreads(app.db, pageSize, offset);
    },
  );

  app.post(
    '/conversations/:convId/threads/:order/replies',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        summary: 'Reply to a thread as the provider (notifies its author; the thread counts as answered)',
        params: ProviderThreadParams,
        body: MessageBody,
        response: { 201: ReplyResult, ...errors, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { convId, order } = request.params;
      const { message } = request.body;
      const minIntervalMs = app.config.conversations.postIntervalMs;
      return reply
        .status(201)
        .send(await replyAsProvider(app.db, Number(convId), order, request.user.id, message, minIntervalMs));
    },
  );

  app.put(
    '/conversations/:convId/threads/:order/handled',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        summary: 'Mark a thread handled (or not): handled threads leave the unanswered list',
        params: ProviderThreadParams,
        body: HandledBody,
        response: { 200: HandledResult, ...errors },
      },
    },
    async (request) => {
      const { convId, order } = request.params;
      return markThreadHandled(app.db, Number(convId), order, request.body.handled);
    },
  );

  app.put(
    '/conversations/:convId',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        summary: 'Open or close replies on a conversation (canReply)',
        params: ProviderConvParams,
        body: ConversationSettingsBody,
        response: { 200: Conversation, ...errors },
      },
    },
    async (request) => {
      const { convId } = request.params;
      return setConversationCanReply(app.db, Number(convId), request.body.canReply);
    },
  );
};
