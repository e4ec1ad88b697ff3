/**
 * Access requests (Get API Access). A request is a comment with styling 'request' in the item's
 * conversation (created through the conversation store's createComment, so only its author and
 * providers can read it); this module validates it against the template, keeps its status and, on
 * approval, the access it grants. `decideAccessRequest` is the one place a decision is made
 * (listeners: onAccessDecision in decision-hooks.ts).
 */
import type {
  AccessDecisionResult,
  AccessRequestView,
  MyAccessRequests,
  ProviderAccessList,
} from '@storefront/contract/access';
import type { Comment, TemplatedData } from '@storefront/contract/conversations';
import type { Database } from '../../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { createComment, displayNameOf, inTransaction, postReply } from '../../conversations/index.ts';
import { recordUsage } from '../../usage/index.ts';
import { type AccessDecisionEvent, emitAccessDecided, emitAccessDecision } from '../decision-hooks.ts';
import { grantAccess } from '../grants.ts';
import { findDesignsNamed } from '../reference-search/repository.ts';
import { hasOauthPolicies } from '../reference-search/service.ts';
import { findTemplate } from '../templates/repository.ts';
import { checkAccessPayload, describeFieldErrors, TEXTS } from './payload-validate.ts';
import * as repo from './repository.ts';

export const DEFAULT_TEMPLATE = 'default';
export const REQUEST_NOT_FOUND = 'Access request not found.';
const DECISION_PREFIX = { approved: 'Access approved: ', denied: 'Access denied: ' } as const;

export interface NewAccessRequest {
  itemId: string;
  conversationKey?: string;
  userId: number;
  isProvider: boolean;
  message: string;
  template?: string | null;
  templatedData?: TemplatedData | null;
  minIntervalMs?: number;
}

/** Validates the request against the template the server serves, then posts it and records it. */
export async function submitAccessRequest(db: Database, input: NewAccessRequest): Promise<Comment> {
  const name = input.template ?? DEFAULT_TEMPLATE;
  const template = await findTemplate(db, name);
  if (!template) throw badRequest(`Invalid access request: unknown template '${name}'.`);
  const checked = checkAccessPayload(
    template,
    input.message,
    input.templatedData?.items ?? [],
    await hasOauthPolicies(db, input.itemId),
  );
  const errors = [...checked.errors];
  if (checked.duplicateCheckName && !errors.some((e) => e.field === 'appComponent')) {
    const duplicates = await findDesignsNamed(db, checked.duplicateCheckName);
    if (duplicates.length > 0) errors.push({ field: 'appComponent', text: TEXTS.duplicate });
  }
  if (errors.length > 0) throw badRequest(describeFieldErrors(errors));
  return inTransaction(db, async (trx) => {
    const comment = await createComment(trx, {
      itemId: input.itemId,
      conversationKey: input.conversationKey,
      userId: input.userId,
      isProvider: input.isProvider,
      message: input.message,
      styling: 'request',
      template: name,
      templatedData: { items: checked.items },
      minIntervalMs: input.minIntervalMs,
    });
    await repo.insertAccessRequest(trx, Number(comment.key), input.itemId, input.userId);
    await recordUsage(trx, input.itemId, 'access_request', input.userId);
    return comment;
  });
}

function toView(row: repo.AccessRequestRow): AccessRequestView {
  return {
    id: String(row.id),
    itemId: row.item_id,
    conversationKey: String(row.conversation_id),
    order: row.seq,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.getTime(),
    decidedAt: row.decided_at ? row.decided_at.getTime() : null,
    decisionComment: row.decision_comment,
    templatedData: (row.templated_data as TemplatedData | null) ?? { items: [] },
    edited: row.edited_at ? row.edited_at.getTime() : null,
  };
}

/** The caller's own requests for an item, newest first. */
export async function listMyAccessRequests(
  db: Database,
  userId: number,
  itemId: string,
): Promise<MyAccessRequests> {
  return { requests: (await repo.listUserRequests(db, userId, itemId)).map(toView) };
}

export const PROVIDER_LIST_LIMIT = 200;

export async function listAccessRequestsForProviders(
  db: Database,
  filter: { status?: 'submitted' | 'approved' | 'denied'; itemId?: string },
): Promise<ProviderAccessList> {
  const rows = await repo.listProviderRequests(db, filter, PROVIDER_LIST_LIMIT);
  return {
    requests: rows.map((r) => ({
      ...toView(r),
      itemName: r.item_name,
      requester: { username: r.username, displayName: displayNameOf(r) },
    })),
  };
}

/**
 * Approves or denies a submitted request: the provider's comment becomes a reply in the request's
 * thread (which notifies the requester), the status is recorded, an approval grants access to the
 * item, and decision listeners run, all in one transaction.
 */
export async function decideAccessRequest(
  db: Database,
  input: { requestId: number; providerId: number; decision: 'approved' | 'denied'; comment: string },
): Promise<AccessDecisionResult> {
  const comment = input.comment.trim();
  if (comment === '') throw badRequest('Invalid body.comment: must not be blank');
  let event: AccessDecisionEvent | null = null;
  const result = await inTransaction(db, async (trx) => {
    const locked = await repo.lockAccessRequest(trx, input.requestId);
    if (!locked) throw notFound(REQUEST_NOT_FOUND);
    if (locked.status !== 'submitted')
      throw conflict(`This access request has already been ${locked.status}.`);
    const row = await repo.findAccessRequest(trx, input.requestId);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    await postReply(trx, {
      itemId: row.item_id,
      conversationKey: String(row.conversation_id),
      order: row.seq,
      userId: input.providerId,
      isProvider: true,
      message: `${DECISION_PREFIX[input.decision]}${comment}`,
    });
    await repo.recordDecision(trx, row.id, { status: input.decision, providerId: input.providerId, comment });
    const granted = input.decision === 'approved';
    if (granted)
      await grantAccess(trx, {
        userId: row.user_id,
        itemId: row.item_id,
        requestId: row.id,
        grantedBy: input.providerId,
      });
    event = {
      requestId: row.id,
      itemId: row.item_id,
      itemName: row.item_name,
      userId: row.user_id,
      providerId: input.providerId,
      status: input.decision,
      comment,
    };
    await emitAccessDecision(trx, event);
    const decided = await repo.findAccessRequest(trx, row.id);
    return { request: toView(decided!), granted };
  });
  if (event) await emitAccessDecided(event);
  return result;
}
