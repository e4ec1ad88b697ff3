import { notFound } from '../../errors.ts';

/** "17" is conversation 17; "17.3" is the reply branch of thread 3 in conversation 17. */
export interface ParsedKey {
  conversationId: number;
  threadSeq: number | null;
}

export function parseKey(key: string): ParsedKey {
  const m = /^([0-9]{1,15})(?:\.([0-9]{1,9}))?$/.exec(key);
  if (!m) throw notFound('Conversation not found.');
  return { conversationId: Number(m[1]), threadSeq: m[2] === undefined ? null : Number(m[2]) };
}

export const conversationKey = (conversationId: number) => String(conversationId);
export const branchKey = (conversationId: number, threadSeq: number) => `${conversationId}.${threadSeq}`;
