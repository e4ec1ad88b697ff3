import { type Static, Type } from '@sinclair/typebox';

export const OutboxQuery = Type.Object({
  status: Type.Optional(
    Type.Union(
      ['pending', 'sending', 'sent', 'logged', 'failed', 'uncertain', 'bounced', 'suppressed'].map((s) =>
        Type.Literal(s),
      ),
    ),
  ),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

/** GET /api/provider/email/outbox: the messages, newest first, rendered as they are (or were) sent. */
export const OutboxPage = Type.Object({
  total: Type.Integer(),
  messages: Type.Array(
    Type.Object({
      id: Type.Number(),
      recipient: Type.String(),
      template: Type.String(),
      subject: Type.String(),
      text: Type.String(),
      html: Type.String(),
      status: Type.String(),
      attempts: Type.Integer(),
      lastError: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
      sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
  ),
});
export type OutboxPage = Static<typeof OutboxPage>;

export const UnsubscribeParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }) });
export type UnsubscribeParams = Static<typeof UnsubscribeParams>;
