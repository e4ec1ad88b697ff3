import type { Developer, DeveloperBody, ItemRuntime } from '@storefront/contract/runtime';
import type { AuthUser } from '../../auth/plugin.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { keyHint } from '../../integrations/api-management/keys.ts';
import type { DeveloperRef, NewCredential, RuntimeAdapter } from '../../integrations/api-management/types.ts';
import {
  deployedAdapter,
  developerRef,
  loadItem,
  type RuntimeContext,
  recordEvents,
  viaAdapter,
} from './context.ts';
import type { KeyEventRow } from './repository.ts';
import { presentRuntime } from './service.ts';
import { attachGated, gateNewCredential } from './subscriptions/service.ts';

type AppChange = DeveloperBody['apps'][number];
type CredentialChange = NonNullable<AppChange['credentials']>[number];

/** The products a change attaches; only the item's own product may be named (400 otherwise). */
function attachedProducts(product: string, cred: CredentialChange | undefined, where: string): string[] {
  const out: string[] = [];
  (cred?.products ?? []).forEach((p, i) => {
    if (p.apiProduct !== product) {
      throw badRequest(
        `Invalid ${where}.products.${i}.apiProduct: only this API's product "${product}" can be used here`,
      );
    }
    if (!p.deleted) out.push(p.apiProduct);
  });
  return out;
}

function checkBodyEmail(dev: DeveloperRef, body: DeveloperBody) {
  if (body.email.toLowerCase() !== dev.email.toLowerCase()) {
    throw badRequest('Invalid body.email: must be the email address of your account');
  }
}

interface Session {
  ctx: RuntimeContext;
  adapter: RuntimeAdapter;
  product: string;
  dev: DeveloperRef;
  secrets: Map<string, string>;
  events: KeyEventRow[];
  itemId: string;
}

function note(s: Session, event: string, extra: Partial<KeyEventRow> = {}) {
  s.events.push({ user_id: s.dev.userId, runtime: s.adapter.runtime, event, ...extra });
}

/** A credential just created: its product gated, its secret kept for the answer. */
async function keep(s: Session, appName: string, created: NewCredential) {
  const place = { adapter: s.adapter, dev: s.dev, itemId: s.itemId, appName };
  const cred = await gateNewCredential(s.ctx, place, created, s.product);
  s.secrets.set(cred.consumerKey, cred.consumerSecret);
  note(s, 'key.created', {
    app_name: appName,
    key_hint: keyHint(cred.consumerKey),
    api_product: cred.products.map((p) => p.apiProduct).join(',') || null,
  });
}

async function open(ctx: RuntimeContext, user: AuthUser, itemId: string, email: string, body: DeveloperBody) {
  const dev = developerRef(user, email);
  checkBodyEmail(dev, body);
  const { adapter, product } = deployedAdapter(ctx, await loadItem(ctx, itemId));
  const s: Session = { ctx, adapter, product, dev, secrets: new Map(), events: [], itemId };
  return s;
}

async function finish(s: Session): Promise<ItemRuntime> {
  await recordEvents(s.ctx, s.events, s.itemId);
  return presentRuntime(s.ctx, s.adapter, s.product, s.dev, s.itemId, s.secrets);
}

/** POST .../platformRuntime/developer: the developer with exactly one app (and its first key). */
export async function createDeveloper(
  ctx: RuntimeContext,
  user: AuthUser,
  itemId: string,
  email: string,
  body: DeveloperBody,
): Promise<ItemRuntime> {
  const s = await open(ctx, user, itemId, email, body);
  if (body.apps.length !== 1 || body.apps[0].deleted) {
    throw badRequest('Invalid body.apps: creating a developer takes exactly one application');
  }
  const [app] = body.apps;
  const products = attachedProducts(s.product, app.credentials?.[0], 'body.apps.0.credentials.0');
  await viaAdapter(ctx, async () => {
    if (await s.adapter.getDeveloper(s.dev)) throw conflict('You already have a developer record.');
    await s.adapter.createDeveloper(s.dev, body);
    note(s, 'developer.created');
    try {
      await keep(s, app.name, await s.adapter.createApp(s.dev, app.name, products));
    } catch (err) {
      // No half-made developer: the next attempt starts clean.
      await s.adapter.deleteDeveloper(s.dev).catch(() => undefined);
      throw err;
    }
    note(s, 'app.created', { app_name: app.name });
  });
  return finish(s);
}

async function changeApp(s: Session, developer: Developer, app: AppChange, at: string) {
  const existing = developer.apps.find((a) => a.name === app.name);
  if (app.deleted) {
    if (!existing) throw notFound(`The application "${app.name}" does not exist.`);
    await s.adapter.deleteApp(s.dev, app.name);
    note(s, 'app.deleted', { app_name: app.name });
    return;
  }
  if (!existing) {
    const products = attachedProducts(s.product, app.credentials?.[0], `${at}.credentials.0`);
    await keep(s, app.name, await s.adapter.createApp(s.dev, app.name, products));
    note(s, 'app.created', { app_name: app.name });
    return;
  }
  for (const [i, cred] of (app.credentials ?? []).entries()) {
    const where = `${at}.credentials.${i}`;
    if (!cred.consumerKey) {
      if (cred.deleted) throw badRequest(`Invalid ${where}.consumerKey: required to delete a credential`);
      await keep(
        s,
        app.name,
        await s.adapter.createCredential(s.dev, app.name, attachedProducts(s.product, cred, where)),
      );
      continue;
    }
    const current = existing.credentials.find((c) => c.consumerKey === cred.consumerKey);
    if (!current)
      throw notFound(`The credential ${keyHint(cred.consumerKey)} does not exist in "${app.name}".`);
    const hint = keyHint(cred.consumerKey);
    if (cred.deleted) {
      await s.adapter.deleteCredential(s.dev, app.name, cred.consumerKey);
      note(s, 'key.deleted', { app_name: app.name, key_hint: hint });
      continue;
    }
    for (const [j, p] of (cred.products ?? []).entries()) {
      if (p.apiProduct !== s.product) {
        throw badRequest(
          `Invalid ${where}.products.${j}.apiProduct: only this API's product "${s.product}" can be used here`,
        );
      }
      const has = current.products.some((x) => x.apiProduct === p.apiProduct);
      if (p.deleted && has) {
        await s.adapter.detachProduct(s.dev, app.name, cred.consumerKey, p.apiProduct);
        note(s, 'product.detached', { app_name: app.name, key_hint: hint, api_product: p.apiProduct });
      } else if (!p.deleted && !has) {
        const status = await attachGated(
          s.ctx,
          { adapter: s.adapter, dev: s.dev, itemId: s.itemId, appName: app.name },
          cred.consumerKey,
          p.apiProduct,
        );
        note(s, status === 'approved' ? 'product.attached' : `product.${status}`, {
          app_name: app.name,
          key_hint: hint,
          api_product: p.apiProduct,
        });
      }
    }
  }
}

/**
 * PUT .../platformRuntime/developer: adds apps and credentials, attaches or detaches the item's
 * product, deletes credentials, apps or (deleted: true) the developer, in the order given.
 */
export async function updateDeveloper(
  ctx: RuntimeContext,
  user: AuthUser,
  itemId: string,
  email: string,
  body: DeveloperBody,
): Promise<ItemRuntime> {
  const s = await open(ctx, user, itemId, email, body);
  const names = body.apps.map((a) => a.name);
  if (new Set(names).size !== names.length)
    throw badRequest('Invalid body.apps: an application is named twice');
  try {
    await viaAdapter(ctx, async () => {
      const developer = await s.adapter.getDeveloper(s.dev);
      if (!developer) throw notFound('You have no developer record yet.');
      if (body.deleted) {
        await s.adapter.deleteDeveloper(s.dev);
        note(s, 'developer.deleted');
        return;
      }
      for (const [i, app] of body.apps.entries()) await changeApp(s, developer, app, `body.apps.${i}`);
    });
  } catch (err) {
    // What was done before the failure stays done; its trail is kept.
    await recordEvents(ctx, s.events, s.itemId);
    throw err;
  }
  return finish(s);
}
