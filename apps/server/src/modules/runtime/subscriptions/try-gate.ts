import type { Database } from '../../../db/connection.ts';
import { parseStorefront } from '../context.ts';
import { findRuntimeItem } from '../repository.ts';
import { keysApprovedFor } from './service.ts';

export const KEY_NOT_APPROVED =
  "This key has no approved subscription to this API; request access, or wait for the provider's approval.";

/**
 * Try in key mode: among the values the browser sends (headers and query), any key the portal
 * issued must hold an approved subscription to the item's product. Returns the refusal text, or
 * null when the call may go.
 */
export async function tryKeyRefusal(db: Database, itemId: string, values: string[]): Promise<string | null> {
  const row = await findRuntimeItem(db, itemId);
  const product = row ? parseStorefront(row.storefront).product : null;
  if (!product) return null;
  return (await keysApprovedFor(db, values, product)) === false ? KEY_NOT_APPROVED : null;
}
