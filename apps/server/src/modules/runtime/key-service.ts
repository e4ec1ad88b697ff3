import type { ItemRuntime, KeyAction, KeyEventList, RotatedKey } from '@storefront/contract/runtime';
import type { AuthUser } from '../../auth/plugin.ts';
import { badRequest, notFound } from '../../errors.ts';
import { keyHint } from '../../integrations/api-management/keys.ts';
import {
  deployedAdapter,
  developerRef,
  loadItem,
  type RuntimeContext,
  recordEvents,
  viaAdapter,
} from './context.ts';
import { insertPendingRevocation, listKeyEvents } from './repository.ts';
import { presentRuntime } from './service.ts';
import { gateNewCredential } from './subscriptions/service.ts';

async function openKey(
  ctx: RuntimeContext,
  user: AuthUser,
  itemId: string,
  email: string,
  action: KeyAction,
) {
  const dev = developerRef(user, email);
  const { adapter, product } = deployedAdapter(ctx, await loadItem(ctx, itemId));
  const developer = await viaAdapter(ctx, () => adapter.getDeveloper(dev));
  const app = developer?.apps.find((a) => a.name === action.appName);
  if (!app) throw notFound(`The application "${action.appName}" does not exist.`);
  const credential = app.credentials.find((c) => c.consumerKey === action.consumerKey);
  if (!credential) throw notFound(`The credential ${keyHint(action.consumerKey)} does not exist.`);
  return { dev, adapter, product, credential };
}

/**
 * A new key in the same app with the same products; the old one keeps working for the rotation
 * overlap (native: its expiry is brought forward; Apigee: it is revoked once the overlap is over).
 */
export async function rotateKey(
  ctx: RuntimeContext,
  user: AuthUser,
  itemId: string,
  email: string,
  action: KeyAction,
): Promise<RotatedKey> {
  const { dev, adapter, product, credential } = await openKey(ctx, user, itemId, email, action);
  if (credential.status === 'revoked')
    throw badRequest('Invalid body.consumerKey: a revoked key cannot be rotated');
  const now = ctx.now?.() ?? new Date();
  const retireAt = new Date(now.getTime() + ctx.config.rotationOverlapMs);
  const products = credential.products.map((p) => p.apiProduct);
  const fresh = await viaAdapter(ctx, async () => {
    const created = await gateNewCredential(
      ctx,
      { adapter, dev, itemId, appName: action.appName },
      await adapter.createCredential(dev, action.appName, products),
      product,
      action.consumerKey,
    );
    await adapter.retireCredentialAt(dev, action.appName, action.consumerKey, retireAt);
    return created;
  });
  if (adapter.runtime === 'apigee') {
    await insertPendingRevocation(ctx.db, {
      consumer_key: action.consumerKey,
      developer_email: dev.email,
      app_name: action.appName,
      retire_at: retireAt,
    });
  }
  const oldExpiry = credential.expiresAt ? new Date(credential.expiresAt) : null;
  const previousKeyExpiresAt = oldExpiry && oldExpiry < retireAt ? oldExpiry : retireAt;
  await recordEvents(
    ctx,
    [
      {
        user_id: dev.userId,
        runtime: adapter.runtime,
        event: 'key.rotated',
        app_name: action.appName,
        key_hint: `${keyHint(action.consumerKey)} → ${keyHint(fresh.consumerKey)}`,
        api_product: products.join(',') || null,
      },
    ],
    itemId,
  );
  return {
    appName: action.appName,
    credential: fresh,
    previousKeyExpiresAt: previousKeyExpiresAt.toISOString(),
  };
}

/** Revokes a key at once; it stays listed (status revoked) until deleted. */
export async function revokeKey(
  ctx: RuntimeContext,
  user: AuthUser,
  itemId: string,
  email: string,
  action: KeyAction,
): Promise<ItemRuntime> {
  const { dev, adapter, product } = await openKey(ctx, user, itemId, email, action);
  await viaAdapter(ctx, () => adapter.revokeCredential(dev, action.appName, action.consumerKey));
  await recordEvents(ctx, [
    {
      user_id: dev.userId,
      runtime: adapter.runtime,
      event: 'key.revoked',
      app_name: action.appName,
      key_hint: keyHint(action.consumerKey),
    },
  ]);
  return presentRuntime(ctx, adapter, product, dev, itemId);
}

/** The caller's key events, newest first (both runtimes). */
/** Key Activity on an item's page: only that API's events (its runtime and product). */
export async function listEvents(
  ctx: RuntimeContext,
  user: AuthUser,
  itemId: string,
  email: string,
): Promise<KeyEventList> {
  const dev = developerRef(user, email);
  const item = await loadItem(ctx, itemId);
  const rows = item.product
    ? await listKeyEvents(ctx.db, dev.userId, 200, { runtime: item.runtime, product: item.product })
    : [];
  return {
    events: rows.map((r) => ({
      id: String(r.id),
      at: new Date(r.at).toISOString(),
      runtime: r.runtime,
      event: r.event,
      appName: r.app_name,
      keyHint: r.key_hint,
      apiProduct: r.api_product,
    })),
  };
}
