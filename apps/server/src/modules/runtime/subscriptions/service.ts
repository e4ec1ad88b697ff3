/**
 * Subscriptions (issue 24): every API product on a credential has a status the portal records
 * and the runtime mirrors. Attaching decides the first status (open policy or existing approval:
 * approved; an earlier rejection or revocation of the consumer stays; otherwise pending); only
 * providers move it afterwards (Inbox actions, access-request decisions). Each move notifies the
 * consumer (bell, and email unless the decision already wrote one).
 */
import type {
  AccessPolicy,
  Subscription,
  SubscriptionDecisionBody,
  SubscriptionList,
  SubscriptionQuery,
  SubscriptionStatus,
  SubscriptionView,
} from '@storefront/contract/subscriptions';
import type { Database } from '../../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { hashSecret, keyHint } from '../../../integrations/api-management/keys.ts';
import type {
  DeveloperRef,
  NewCredential,
  RuntimeAdapter,
  RuntimeProductStatus,
} from '../../../integrations/api-management/types.ts';
import { ITEM_NOT_FOUND } from '../../../lib/error-codes.ts';
import { hasGrant, revokeGrant } from '../../access/index.ts';
import { displayNameOf } from '../../conversations/index.ts';
import { enqueueEmail } from '../../email/index.ts';
import { publishLive } from '../../live/index.ts';
import { parseStorefront, type RuntimeContext } from '../context.ts';
import { findRuntimeItem } from '../repository.ts';
import * as repo from './repository.ts';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found.';

/** What the runtime keeps for a portal status (Apigee has no rejected; pending cannot be re-entered). */
export const runtimeStatus = (s: SubscriptionStatus): RuntimeProductStatus =>
  s === 'approved' ? 'approved' : s === 'pending' ? 'pending' : 'revoked';

export async function getPolicy(db: Database, itemId: string): Promise<AccessPolicy> {
  if (!(await findRuntimeItem(db, itemId))) throw notFound(ITEM_NOT_FOUND);
  const row = await repo.findPolicy(db, itemId);
  return { approval: row?.approval_required ? 'required' : 'open' };
}

/** Sets the policy; a runtime with its own product approval setting (Apigee) follows it. */
export async function setPolicy(
  ctx: RuntimeContext,
  itemId: string,
  policy: AccessPolicy,
  providerId: number,
): Promise<AccessPolicy> {
  const row = await findRuntimeItem(ctx.db, itemId);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  const { runtime, product } = parseStorefront(row.storefront);
  const adapter = product ? ctx.runtimes.pick(runtime) : null;
  if (product && adapter?.setProductApproval)
    await adapter.setProductApproval(product, policy.approval === 'required' ? 'manual' : 'auto');
  await repo.upsertPolicy(ctx.db, itemId, policy.approval === 'required', providerId);
  return getPolicy(ctx.db, itemId);
}

/** The first status of a product attached to a key (see the module comment). */
export async function initialStatus(
  db: Database,
  userId: number,
  itemId: string,
  runtime: string,
  keyHash: string | null,
  product: string,
): Promise<{ status: SubscriptionStatus; comment: string | null }> {
  if (keyHash) {
    const existing = await repo.findSubscription(db, runtime, keyHash, product);
    if (existing) return { status: existing.status, comment: existing.comment };
  }
  const mine = await repo.listUserItemSubscriptions(db, userId, itemId);
  if (mine.some((s) => s.status === 'approved') || (await hasGrant(db, userId, itemId)))
    return { status: 'approved', comment: null };
  const refused = mine.find((s) => s.status === 'rejected' || s.status === 'revoked');
  if (refused) return { status: refused.status, comment: refused.comment };
  const policy = await repo.findPolicy(db, itemId);
  return policy?.approval_required
    ? { status: 'pending', comment: null }
    : { status: 'approved', comment: null };
}

interface Place {
  adapter: RuntimeAdapter;
  dev: DeveloperRef;
  itemId: string;
  appName: string;
}

async function record(
  db: Database,
  p: Place,
  consumerKey: string,
  product: string,
  s: { status: SubscriptionStatus; comment: string | null },
) {
  await repo.upsertSubscription(db, {
    user_id: p.dev.userId,
    item_id: p.itemId,
    runtime: p.adapter.runtime,
    app_name: p.appName,
    key_hash: hashSecret(consumerKey),
    key_hint: keyHint(consumerKey),
    api_product: product,
    status: s.status,
    comment: s.comment,
  });
}

/** Attaches the item's product to an existing key with the status the rules give it. */
export async function attachGated(
  ctx: RuntimeContext,
  p: Place,
  consumerKey: string,
  product: string,
): Promise<SubscriptionStatus> {
  const first = await initialStatus(
    ctx.db,
    p.dev.userId,
    p.itemId,
    p.adapter.runtime,
    hashSecret(consumerKey),
    product,
  );
  await p.adapter.attachProduct(p.dev, p.appName, consumerKey, product, runtimeStatus(first.status));
  await record(ctx.db, p, consumerKey, product, first);
  return first.status;
}

/**
 * A key just created carrying `product`: the product is moved to its first status before the key
 * is shown to anyone (no one can call with it yet), and recorded. With `from`, the statuses of the
 * key it replaces (rotation) carry over for every product.
 */
export async function gateNewCredential(
  ctx: RuntimeContext,
  p: Place,
  credential: NewCredential,
  product: string,
  from?: string,
): Promise<NewCredential> {
  const products = [];
  for (const entry of credential.products) {
    let first: { status: SubscriptionStatus; comment: string | null } | null = null;
    if (from) {
      const old = await repo.findSubscription(ctx.db, p.adapter.runtime, hashSecret(from), entry.apiProduct);
      if (old) first = { status: old.status, comment: old.comment };
    }
    if (!first && entry.apiProduct === product)
      first = await initialStatus(ctx.db, p.dev.userId, p.itemId, p.adapter.runtime, null, product);
    if (!first) {
      products.push(entry);
      continue;
    }
    if (runtimeStatus(first.status) !== entry.status)
      await p.adapter.setProductStatus(
        p.dev,
        p.appName,
        credential.consumerKey,
        entry.apiProduct,
        runtimeStatus(first.status),
      );
    const itemId =
      entry.apiProduct === product ? p.itemId : await itemOfSubscription(ctx.db, p, from, entry.apiProduct);
    if (itemId) await record(ctx.db, { ...p, itemId }, credential.consumerKey, entry.apiProduct, first);
    products.push({ apiProduct: entry.apiProduct, status: first.status });
  }
  return { ...credential, products };
}

async function itemOfSubscription(db: Database, p: Place, from: string | undefined, product: string) {
  if (!from) return null;
  return (await repo.findSubscription(db, p.adapter.runtime, hashSecret(from), product))?.item_id ?? null;
}

/** The portal's statuses of the user's subscriptions to an item, by key hash. */
export async function statusesByKey(db: Database, userId: number, itemId: string) {
  const out = new Map<string, SubscriptionStatus>();
  for (const s of await repo.listUserItemSubscriptions(db, userId, itemId))
    out.set(`${s.runtime}|${s.key_hash}|${s.api_product}`, s.status);
  return out;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findSubscriptionById>>>;

/** Moves the runtime's copy of a subscription; a key or product no longer there needs nothing. */
async function mirror(ctx: RuntimeContext, row: Row, to: SubscriptionStatus) {
  const adapter = ctx.runtimes.pick(row.runtime);
  const email = await repo.findUserEmail(ctx.db, row.user_id);
  if (!adapter || !email) return;
  const dev = { userId: row.user_id, email };
  const developer = await adapter.getDeveloper(dev);
  for (const app of developer?.apps ?? []) {
    for (const c of app.credentials) {
      if (hashSecret(c.consumerKey) !== row.key_hash) continue;
      if (!c.products.some((x) => x.apiProduct === row.api_product)) return;
      await adapter.setProductStatus(dev, app.name, c.consumerKey, row.api_product, runtimeStatus(to));
      return;
    }
  }
}

/**
 * One status move: toward approval the record moves first (a failure leaves the key refused),
 * away from it the runtime does (the key stops working before the record says so).
 */
export async function moveSubscription(
  ctx: RuntimeContext,
  row: Row,
  to: SubscriptionStatus,
  change: { comment: string | null; by: number | null; email: boolean },
): Promise<boolean> {
  if (row.status === to) return false;
  if (to !== 'approved') await mirror(ctx, row, to);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const updated = await repo.updateSubscriptionStatus(trx, row.id, {
      status: to,
      comment: change.comment,
      decidedBy: change.by,
    });
    if (!updated) return false;
    await repo.insertStatusNotification(trx, row.user_id, row.item_id);
    await publishLive(trx, { type: 'notifications', userIds: [row.user_id], data: { itemId: row.item_id } });
    if (change.email) {
      await enqueueEmail(trx, {
        idempotencyKey: `subscription:${row.id}:${to}:${Date.now()}`,
        template: 'access-status',
        userId: row.user_id,
        data: {
          itemId: row.item_id,
          itemName: await repo.findItemName(trx, row.item_id),
          status: to,
          keyHint: row.key_hint,
          note: change.comment ?? '',
        },
      });
    }
    return true;
  });
  if (changed && to === 'approved') await mirror(ctx, row, to);
  return changed;
}

const VIEW_STATUSES: Record<SubscriptionView, SubscriptionStatus[]> = {
  all: ['pending', 'approved', 'rejected', 'revoked'],
  open: ['pending', 'approved'],
  pending: ['pending'],
  approved: ['approved'],
  closed: ['rejected', 'revoked'],
};

/** One page of the Inbox's subscriptions (server-side, so thousands of pending keys stay cheap). */
export async function listSubscriptions(db: Database, q: SubscriptionQuery): Promise<SubscriptionList> {
  const page = q.page ?? 0;
  const pageSize = q.pageSize ?? 20;
  const statuses = VIEW_STATUSES[q.view ?? 'all'].filter((s) => !q.status || s === q.status);
  const { rows, total } = await repo.listProviderSubscriptions(
    db,
    { statuses, itemId: q.itemId },
    pageSize,
    page * pageSize,
  );
  return {
    subscriptions: rows.map(
      (r): Subscription => ({
        id: String(r.id),
        itemId: r.item_id,
        itemName: r.item_name,
        runtime: r.runtime,
        appName: r.app_name,
        keyHint: r.key_hint,
        apiProduct: r.api_product,
        status: r.status,
        comment: r.comment,
        updatedAt: new Date(r.updated_at).getTime(),
        consumer: { username: r.username, displayName: displayNameOf(r) },
      }),
    ),
    total,
    page,
    pageSize,
  };
}

/**
 * A provider's action in the Inbox. Approve: any status but approved. Reject (comment required):
 * pending only. Revoke: approved only, and it ends the consumer's access to the item (every key,
 * and the access request's grant), so a new key does not bring it back.
 */
export async function decideSubscription(
  ctx: RuntimeContext,
  id: number,
  body: SubscriptionDecisionBody,
  providerId: number,
): Promise<SubscriptionList> {
  const row = await repo.findSubscriptionById(ctx.db, id);
  if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
  const comment = body.comment?.trim() || null;
  const by = { comment, by: providerId, email: true };
  if (body.action === 'approve') {
    if (row.status === 'approved') throw conflict('This subscription is already approved.');
    await moveSubscription(ctx, row, 'approved', by);
  } else if (body.action === 'reject') {
    if (!comment) throw badRequest('Invalid body.comment: a rejection needs a comment for the consumer');
    if (row.status !== 'pending')
      throw conflict(`Only a pending subscription can be rejected; this one is ${row.status}.`);
    await moveSubscription(ctx, row, 'rejected', by);
  } else {
    if (row.status !== 'approved')
      throw conflict(`Only an approved subscription can be revoked; this one is ${row.status}.`);
    await revokeGrant(ctx.db, row.user_id, row.item_id);
    for (const s of await repo.listUserItemSubscriptions(ctx.db, row.user_id, row.item_id)) {
      if (s.status === 'approved' || s.status === 'pending') await moveSubscription(ctx, s, 'revoked', by);
    }
  }
  return listSubscriptions(ctx.db, { itemId: row.item_id });
}

/**
 * An access request was decided (after its commit): approval approves every subscription of the
 * requester to the item, denial rejects the pending ones with the provider's comment. The decision
 * already sent its own email, so these notify through the bell only.
 */
export async function applyAccessDecision(
  ctx: RuntimeContext,
  e: { userId: number; itemId: string; providerId: number; status: 'approved' | 'denied'; comment: string },
) {
  for (const s of await repo.listUserItemSubscriptions(ctx.db, e.userId, e.itemId)) {
    const change = { comment: e.status === 'denied' ? e.comment : null, by: e.providerId, email: false };
    if (e.status === 'approved' && s.status !== 'approved')
      await moveSubscription(ctx, s, 'approved', change);
    if (e.status === 'denied' && s.status === 'pending') await moveSubscription(ctx, s, 'rejected', change);
  }
}

/** Is this key (sent to Try) subscribed and approved for the product? null: not a key the portal knows. */
export async function keysApprovedFor(
  db: Database,
  values: string[],
  product: string,
): Promise<boolean | null> {
  const hashes = [...new Set(values.filter((v) => v.length >= 8 && v.length <= 512))].map(hashSecret);
  const known = await repo.listKnownKeyHashes(db, hashes);
  if (known.length === 0) return null;
  const subs = await repo.listKeySubscriptions(db, known, product);
  return known.every((h) => subs.some((s) => s.key_hash === h && s.status === 'approved'));
}

export { hasApprovedSubscription } from './repository.ts';
