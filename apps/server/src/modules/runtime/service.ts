/**
 * Runtime service API (issue 12), used by the routes and by other modules:
 * - getItemRuntime(ctx, user, itemId): ItemRuntime — GET catalog/item/{id}/runtime: the caller's
 *   developer on the item's runtime (apps, credentials without secrets), the item's API product and
 *   storefront.runtime. Developer null when none; apiProduct null when the item is not deployed.
 * - createRuntimeKey(ctx, user, itemId): NewRuntimeKey — POST catalog/item/{id}/runtime: creates the
 *   developer (from the token's profile) and the reserved app RESERVED_APP_NAME when missing, then a
 *   new key carrying the item's product; the secret is in this response only.
 * - createDeveloper / updateDeveloper (developer-service.ts): POST and PUT .../platformRuntime/developer.
 * - rotateKey, revokeKey, listKeyEvents (key-service.ts); verifyKey (verify.ts) for gateways.
 * - attachGrantedProduct (grants.ts): an approved access request attaches the item's product.
 * Failures: 422 NO-EMAIL "No associated email address"; 403 for another user's {email}; 404 unknown
 * item; 409 NOT-DEPLOYED; 502 RUNTIME-UNAVAILABLE when the platform fails or times out.
 */
import type { Credential, ItemRuntime, NewRuntimeKey } from '@storefront/contract/runtime';
import { RESERVED_APP_NAME } from '@storefront/contract/runtime';
import type { AuthUser } from '../../auth/plugin.ts';
import { hashSecret, keyHint } from '../../integrations/api-management/keys.ts';
import type { DeveloperRef, RuntimeAdapter } from '../../integrations/api-management/types.ts';
import { findUserById } from '../users/index.ts';
import {
  deployedAdapter,
  developerRef,
  loadItem,
  type RuntimeContext,
  recordEvents,
  viaAdapter,
} from './context.ts';
import { applyGrant } from './grants.ts';
import { deletePendingRevocation, listDueRevocations } from './repository.ts';
import { gateNewCredential, statusesByKey } from './subscriptions/service.ts';

/** Apigee keys replaced by a rotation are revoked once their overlap has passed. */
async function revokeDueKeys(ctx: RuntimeContext, adapter: RuntimeAdapter, dev: DeveloperRef) {
  if (adapter.runtime !== 'apigee') return;
  const now = ctx.now?.() ?? new Date();
  for (const due of await listDueRevocations(ctx.db, dev.email, now)) {
    await adapter.revokeCredential(dev, due.app_name, due.consumer_key).catch((err: { reason?: string }) => {
      if (err?.reason !== 'not_found') throw err;
    });
    await deletePendingRevocation(ctx.db, due.consumer_key);
    await recordEvents(ctx, [
      {
        user_id: dev.userId,
        runtime: adapter.runtime,
        event: 'key.retired',
        app_name: due.app_name,
        key_hint: keyHint(due.consumer_key),
      },
    ]);
  }
}

/**
 * The runtime view of an item for `dev`, with secrets of just-created keys merged in and each
 * product's status as the portal records it (rejected is a portal status the runtime shows as
 * revoked).
 */
export async function presentRuntime(
  ctx: RuntimeContext,
  adapter: RuntimeAdapter,
  product: string,
  dev: DeveloperRef,
  itemId: string,
  secrets: Map<string, string> = new Map(),
): Promise<ItemRuntime> {
  const developer = await viaAdapter(ctx, async () => {
    await revokeDueKeys(ctx, adapter, dev);
    return adapter.getDeveloper(dev);
  });
  const statuses = developer ? await statusesByKey(ctx.db, dev.userId, itemId) : new Map();
  for (const app of developer?.apps ?? []) {
    app.credentials = app.credentials.map((c): Credential => {
      const secret = secrets.get(c.consumerKey);
      const hash = hashSecret(c.consumerKey);
      const products = c.products.map((p) => ({
        ...p,
        status: statuses.get(`${adapter.runtime}|${hash}|${p.apiProduct}`) ?? p.status,
      }));
      return secret ? { ...c, consumerSecret: secret, products } : { ...c, products };
    });
  }
  return {
    platformRuntime: { developer, apiProduct: { name: product } },
    storefront: { runtime: adapter.runtime },
  };
}

async function consumerOf(ctx: RuntimeContext, user: AuthUser, email: string) {
  const row = await findUserById(ctx.db, user.id);
  return {
    email,
    firstName: row?.given_name ?? '',
    lastName: row?.family_name ?? '',
    username: row?.username ?? user.username ?? '',
  };
}

export async function getItemRuntime(
  ctx: RuntimeContext,
  user: AuthUser,
  itemId: string,
): Promise<ItemRuntime> {
  const dev = developerRef(user);
  const item = await loadItem(ctx, itemId);
  const consumer = await consumerOf(ctx, user, dev.email);
  if (!item.product) {
    return {
      platformRuntime: { developer: null, apiProduct: null },
      storefront: { runtime: item.runtime },
      consumer,
    };
  }
  const { adapter, product } = deployedAdapter(ctx, item);
  await viaAdapter(ctx, () => applyGrant(ctx, dev, itemId));
  return { ...(await presentRuntime(ctx, adapter, product, dev, itemId)), consumer };
}

export async function createRuntimeKey(
  ctx: RuntimeContext,
  user: AuthUser,
  itemId: string,
): Promise<NewRuntimeKey> {
  const dev = developerRef(user);
  const { adapter, product } = deployedAdapter(ctx, await loadItem(ctx, itemId));
  const event = (
    name: string,
    extra: { app_name?: string; key_hint?: string; api_product?: string } = {},
  ) => ({
    user_id: dev.userId,
    runtime: adapter.runtime,
    event: name,
    ...extra,
  });
  const credential = await viaAdapter(ctx, async () => {
    const developer = await adapter.getDeveloper(dev);
    if (!developer) {
      const profile = await findUserById(ctx.db, user.id);
      await adapter.createDeveloper(dev, {
        email: dev.email,
        firstName: profile?.given_name || user.username || dev.email,
        lastName: profile?.family_name || '-',
        username: user.username || dev.email,
      });
      await recordEvents(ctx, [event('developer.created')]);
    }
    const place = { adapter, dev, itemId, appName: RESERVED_APP_NAME };
    if (!developer?.apps.some((a) => a.name === RESERVED_APP_NAME)) {
      const created = await adapter.createApp(dev, RESERVED_APP_NAME, [product]);
      await recordEvents(ctx, [event('app.created', { app_name: RESERVED_APP_NAME })]);
      return gateNewCredential(ctx, place, created, product);
    }
    return gateNewCredential(
      ctx,
      place,
      await adapter.createCredential(dev, RESERVED_APP_NAME, [product]),
      product,
    );
  });
  await recordEvents(
    ctx,
    [
      event('key.created', {
        app_name: RESERVED_APP_NAME,
        key_hint: keyHint(credential.consumerKey),
        api_product: product,
      }),
    ],
    itemId,
  );
  return { appName: RESERVED_APP_NAME, apiProduct: product, credential };
}
