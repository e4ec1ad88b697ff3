/** The conversations module's interface to other modules (they import nothing else of it). */
export { onReplyNotified } from './hooks.ts';
export type { OpenReplyThread } from './replies/repository.ts';
export { openReplyThreadsJson } from './replies/repository.ts';
export { replyNoticesOf } from './replies/service.ts';
export { createComment, inTransaction, postReply } from './service.ts';
export { countChars, displayNameOf } from './text.ts';
