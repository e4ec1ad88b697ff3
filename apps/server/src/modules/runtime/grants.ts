import type { Credential } from '@storefront/contract/runtime';
import { RESERVED_APP_NAME } from '@storefront/contract/runtime';
import { keyHint } from '../../integrations/api-management/keys.ts';
import type { DeveloperRef } from '../../integrations/api-management/types.ts';
import { listGrantsForUser, onAccessDecided } from '../access/index.ts';
import { deployedAdapter, loadItem, type RuntimeContext, recordEvents } from './context.ts';
import { findAppliedGrant, saveAppliedGrant } from './repository.ts';
import { applyAccessDecision, attachGated } from './subscriptions/service.ts';

/** The credential an approval goes to: the newest approved, unexpired key, apps before "Try it". */
function chooseCredential(apps: { name: string; credentials: Credential[] }[], now: number) {
  const usable = apps.flatMap((app) =>
    app.credentials
      .filter((c) => c.status === 'approved' && (c.expiresAt === null || Date.parse(c.expiresAt) > now))
      .map((c) => ({ app: app.name, credential: c })),
  );
  usable.sort(
    (a, b) =>
      Number(a.app === RESERVED_APP_NAME) - Number(b.app === RESERVED_APP_NAME) ||
      Date.parse(b.credential.issuedAt ?? '') - Date.parse(a.credential.issuedAt ?? ''),
  );
  return usable[0] ?? null;
}

/**
 * An approved access request (issue 11's access_grants) attaches the item's API product to the
 * consumer's credential, once per approval. Runs after the decision and again whenever the
 * consumer's runtime is read, so a consumer without a developer or key yet gets it later.
 */
export async function applyGrant(ctx: RuntimeContext, dev: DeveloperRef, itemId: string): Promise<boolean> {
  const grant = (await listGrantsForUser(ctx.db, dev.userId)).find((g) => g.itemId === itemId);
  if (!grant) return false;
  const applied = await findAppliedGrant(ctx.db, dev.userId, itemId);
  if (applied && Number(applied.request_id) === Number(grant.requestId)) return false;
  const item = await loadItem(ctx, itemId);
  if (!item.product) return false;
  const { adapter, product } = deployedAdapter(ctx, item);
  const developer = await adapter.getDeveloper(dev);
  const chosen = developer ? chooseCredential(developer.apps, Date.now()) : null;
  if (!chosen) return false;
  if (!chosen.credential.products.some((p) => p.apiProduct === product)) {
    await attachGated(
      ctx,
      { adapter, dev, itemId, appName: chosen.app },
      chosen.credential.consumerKey,
      product,
    );
  }
  const hint = keyHint(chosen.credential.consumerKey);
  await saveAppliedGrant(ctx.db, {
    user_id: dev.userId,
    item_id: itemId,
    request_id: grant.requestId,
    consumer_key_hint: hint,
  });
  await recordEvents(ctx, [
    {
      user_id: dev.userId,
      runtime: adapter.runtime,
      event: 'grant.applied',
      app_name: chosen.app,
      key_hint: hint,
      api_product: product,
    },
  ]);
  return true;
}

/**
 * Applies decisions as they happen, once the decision has committed and before its response is
 * sent, so the deciding instance verifies the new status at once: the requester's subscriptions
 * move, and an approval is attached to a key when none carries the product yet.
 */
export function subscribeGrantApplication(
  ctxFor: () => RuntimeContext,
  emailOf: (userId: number) => Promise<string | null>,
): () => void {
  return onAccessDecided(async (event) => {
    const ctx = ctxFor();
    try {
      await applyAccessDecision(ctx, event);
      if (event.status !== 'approved') return;
      const email = await emailOf(event.userId);
      if (email) await applyGrant(ctx, { userId: event.userId, email }, event.itemId);
    } catch (err) {
      ctx.log.warn(
        { itemId: event.itemId, reason: (err as { reason?: string }).reason },
        'access decision not applied to the runtime yet',
      );
    }
  });
}
