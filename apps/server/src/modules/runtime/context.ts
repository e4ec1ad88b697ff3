import { NO_EMAIL_CODE, NO_EMAIL_DETAIL } from '@storefront/contract/runtime';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../auth/plugin.ts';
import type { RuntimeConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Runtimes } from '../../integrations/api-management/index.ts';
import {
  type DeveloperRef,
  type RuntimeAdapter,
  RuntimeError,
} from '../../integrations/api-management/types.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { recordUsage } from '../usage/index.ts';
import { findRuntimeItem, insertKeyEvents, type KeyEventRow } from './repository.ts';

/** What every runtime operation needs: the database, the adapters, settings and a logger. */
export interface RuntimeContext {
  db: Database;
  runtimes: Runtimes;
  config: RuntimeConfig;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface RuntimeItem {
  id: string;
  /** native, apigee, or '' when the item is not deployed. */
  runtime: string;
  /** The item's API product (the api part of runtime:group:api), or null when not deployed. */
  product: string | null;
}

/** runtime:group:api (spec section 3); empty and "soon:" mean not deployed. */
export function parseStorefront(value: string): { runtime: string; product: string | null } {
  const [runtime = '', , api = ''] = value.split(':').map((s) => s.trim());
  if (!runtime || runtime === 'soon' || !api) return { runtime: '', product: null };
  return { runtime, product: api };
}

export async function loadItem(ctx: RuntimeContext, id: string): Promise<RuntimeItem> {
  const row = await findRuntimeItem(ctx.db, id);
  if (!row) throw notFound(ITEM_NOT_FOUND);
  return { id: row.id, ...parseStorefront(row.storefront) };
}

/**
 * The developer is the signed-in consumer: an account without email cannot have one, and the
 * {email} of a path must be the caller's own.
 */
export function developerRef(user: AuthUser, pathEmail?: string): DeveloperRef {
  if (!user.email) throw new AppError(422, NO_EMAIL_DETAIL, NO_EMAIL_CODE);
  if (pathEmail !== undefined && pathEmail.trim().toLowerCase() !== user.email.toLowerCase())
    throw forbidden('You can only manage the developer account of your own email address.');
  return { userId: user.id, email: user.email };
}

export function deployedAdapter(
  ctx: RuntimeContext,
  item: RuntimeItem,
): { adapter: RuntimeAdapter; product: string } {
  if (!item.product) throw new AppError(409, 'This API is not deployed to a runtime.', 'NOT-DEPLOYED');
  const adapter = ctx.runtimes.pick(item.runtime);
  if (!adapter)
    throw unavailable(ctx, new RuntimeError('config', `runtime "${item.runtime}" is not configured`));
  return { adapter, product: item.product };
}

/** An adapter failure as the client sees it; reasons and statuses go to the log, never secrets. */
export function unavailable(ctx: RuntimeContext, err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof RuntimeError) {
    if (err.reason === 'not_found') return notFound(`Not found: ${err.message}`);
    if (err.reason === 'conflict') return new AppError(409, `Already exists: ${err.message}`);
    if (err.reason === 'invalid') return new AppError(400, `Rejected by the API platform: ${err.message}`);
    ctx.log.warn({ reason: err.reason, status: err.status }, 'API management runtime unavailable');
    return new AppError(502, 'Bad Gateway', 'RUNTIME-UNAVAILABLE');
  }
  ctx.log.error({ err }, 'runtime operation failed');
  return new AppError(500, 'Internal Server Error');
}

/** Runs an adapter call, translating its failures. */
export async function viaAdapter<T>(ctx: RuntimeContext, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw unavailable(ctx, err);
  }
}

/** Keys created or rotated in; each is a key issued for the item's Usage charts. */
const ISSUED = new Set(['key.created', 'key.rotated']);

/** The key audit trail; with `itemId`, the keys issued also count as that item's usage. */
export async function recordEvents(ctx: RuntimeContext, rows: KeyEventRow[], itemId?: string) {
  const issued = itemId ? rows.filter((r) => ISSUED.has(r.event)).length : 0;
  if (!itemId || issued === 0) return insertKeyEvents(ctx.db, rows);
  await ctx.db.transaction().execute(async (trx) => {
    await insertKeyEvents(trx, rows);
    await recordUsage(trx, itemId, 'key_issued', rows[0].user_id, issued);
  });
}
