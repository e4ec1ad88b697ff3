import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/**
 * Contact Provider conversations (spec sections 3 and 7: the asks and the comments families share
 * one store). Keys: a conversation key is digits ("17"); a thread's reply branch key is the
 * conversation key and the thread's order joined by a dot ("17.3"). A comment is addressed by the
 * key it was listed under and its order there.
 */
export const COMMENT_MAX_CHARS = 512;

export const ConvKey = Type.String({ pattern: '^[0-9]{1,15}$' });
export const BranchOrConvKey = Type.String({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,9})?$' });
export const Order = Type.Integer({ minimum: 1, maximum: 999_999_999 });

export const TemplatedData = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          label: Type.String({ maxLength: 500 }),
          value: Type.Union([Type.String({ maxLength: 4000 }), Type.Null()]),
          id: Type.String({ maxLength: 200 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type TemplatedData = Static<typeof TemplatedData>;

export const Styling = Type.Union([Type.Literal('question'), Type.Literal('request')]);
export type Styling = Static<typeof Styling>;

export const Comment = Type.Object({
  key: Type.String(),
  order: Type.Integer(),
  /** Display name of the author. */
  owner: Type.String(),
  /** As stored; "DELETED" once deleted (the earlier text is kept in history, not served). */
  message: Type.String(),
  /** Milliseconds since the epoch. */
  timestamp: Type.Number(),
  /** When the message was last edited (ms since the epoch), or null. */
  edited: Type.Union([Type.Number(), Type.Null()]),
  mine: Type.Boolean(),
  deleted: Type.Boolean(),
  styling: Styling,
  /** Keys of reply branches: the thread's branch key once it has replies; always empty for replies. */
  branches: Type.Array(Type.String()),
  replyCount: Type.Integer(),
  /** Written by a provider (labelled as the provider's). */
  fromProvider: Type.Boolean(),
  /** A reply the viewer has an uncleared notification for. */
  isNew: Type.Boolean(),
  template: Type.Union([Type.String(), Type.Null()]),
  templatedData: Type.Union([TemplatedData, Type.Null()]),
});
export type Comment = Static<typeof Comment>;

export const Conversation = Type.Object({
  /** The conversation key, or the branch key when a branch was read. */
  key: Type.String(),
  /** Total of comments the viewer can see under this key. */
  last: Type.Integer(),
  canReply: Type.Boolean(),
});
export type Conversation = Static<typeof Conversation>;

/** GET .../asks|comments/catitem/{id}, .../conv/{key}, .../conv/{convId}/{order} */
export const ConversationPage = Type.Object({ conversation: Conversation, comments: Type.Array(Comment) });
export type ConversationPage = Static<typeof ConversationPage>;

/** Threads: newest first (pageSize 0 reads only the conversation). */
export const ConversationQuery = Type.Object({
  pageSize: Type.Integer({ minimum: 0, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});
export type ConversationQuery = Static<typeof ConversationQuery>;

/** A branch (replies oldest first) or the threads of a conversation key. */
export const BranchQuery = Type.Object({
  pageSize: Type.Integer({ minimum: 0, maximum: 1000, default: 1000 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});
export type BranchQuery = Static<typeof BranchQuery>;

export const ConvParams = Type.Object({ id: ItemId, key: ConvKey });
export type ConvParams = Static<typeof ConvParams>;
export const BranchParams = Type.Object({ id: ItemId, key: BranchOrConvKey });
export type BranchParams = Static<typeof BranchParams>;
export const ThreadParams = Type.Object({ id: ItemId, convId: ConvKey, order: Order });
export type ThreadParams = Static<typeof ThreadParams>;
export const ReplyParams = Type.Object({ id: ItemId, key: ConvKey, order: Order });
export type ReplyParams = Static<typeof ReplyParams>;

/** The character limit is enforced in the service (counted as users see characters). */
const Message = Type.String({ maxLength: 8192 });

/** POST .../asks/catitem/{id}/conv/{key} */
export const AskBody = Type.Object(
  {
    message: Message,
    styling: Type.Optional(Styling),
    template: Type.Optional(Type.String({ maxLength: 100 })),
    templatedData: Type.Optional(TemplatedData),
  },
  { additionalProperties: false },
);
export type AskBody = Static<typeof AskBody>;

/** POST .../comments/catitem/{id}/conv/{key} and every reply. */
export const MessageBody = Type.Object({ message: Message }, { additionalProperties: false });
export type MessageBody = Static<typeof MessageBody>;

/** The reply's key, the branch it joined and its order there. */
export const ReplyResult = Type.Object({ key: Type.String(), branch: Type.String(), order: Type.Integer() });
export type ReplyResult = Static<typeof ReplyResult>;

/** PUT .../asks|comments/catitem/{id}: edit (message) or delete (deleted: true), by key and order. */
export const EditBody = Type.Object(
  {
    key: BranchOrConvKey,
    order: Order,
    message: Type.Optional(Message),
    deleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type EditBody = Static<typeof EditBody>;

/** GET /api/provider/conversations/unanswered */
export const UnansweredQuery = Type.Object({
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});
export type UnansweredQuery = Static<typeof UnansweredQuery>;

export const ProviderThread = Type.Object({
  itemId: Type.String(),
  itemName: Type.String(),
  conversationKey: Type.String(),
  branchKey: Type.String(),
  key: Type.String(),
  order: Type.Integer(),
  owner: Type.String(),
  message: Type.String(),
  styling: Styling,
  timestamp: Type.Number(),
  replyCount: Type.Integer(),
});
export type ProviderThread = Static<typeof ProviderThread>;

/** Threads with no provider reply that nobody marked handled, oldest first. */
export const UnansweredThreads = Type.Object({ total: Type.Integer(), threads: Type.Array(ProviderThread) });
export type UnansweredThreads = Static<typeof UnansweredThreads>;

export const ProviderThreadParams = Type.Object({ convId: ConvKey, order: Order });
export type ProviderThreadParams = Static<typeof ProviderThreadParams>;
export const ProviderConvParams = Type.Object({ convId: ConvKey });
export type ProviderConvParams = Static<typeof ProviderConvParams>;

export const HandledBody = Type.Object({ handled: Type.Boolean() }, { additionalProperties: false });
export type HandledBody = Static<typeof HandledBody>;
export const HandledResult = Type.Object({ handled: Type.Boolean() });
export type HandledResult = Static<typeof HandledResult>;

export const ConversationSettingsBody = Type.Object(
  { canReply: Type.Boolean() },
  { additionalProperties: false },
);
export type ConversationSettingsBody = Static<typeof ConversationSettingsBody>;

/** PUT my/store/replies/{id}/{key}/clear */
export const ReplyClearParams = Type.Object({ id: ItemId, key: BranchOrConvKey });
export type ReplyClearParams = Static<typeof ReplyClearParams>;
/** PUT my/store/replies/{id}/under/{convId}/{order}/clear */
export const ReplyClearUnderParams = Type.Object({ id: ItemId, convId: ConvKey, order: Order });
export type ReplyClearUnderParams = Static<typeof ReplyClearUnderParams>;
export const RepliesCleared = Type.Object({ cleared: Type.Integer() });
export type RepliesCleared = Static<typeof RepliesCleared>;
