import type { MessageBody, ReplyResult } from '@storefront/contract/conversations';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/provider/conversations/{convId}/threads/{order}/replies {message}: reply as the provider. */
export const replyToThread = (conversationKey: string, order: number, message: string) =>
  apiPost<ReplyResult>(
    `/api/provider/conversations/${encodeURIComponent(conversationKey)}/threads/${order}/replies`,
    { message } satisfies MessageBody,
  );
