/**
 * Access granted by approved requests. For Manage Access (issue 12): `hasGrant` tells whether a
 * consumer may get the item's API product on their credentials; `listGrantsForUser` lists them all.
 */
import type { Database } from '../../db/connection.ts';

export interface AccessGrant {
  userId: number;
  itemId: string;
  requestId: number;
  grantedAt: Date;
  grantedBy: number | null;
}

export async function listGrantsForUser(db: Database, userId: number): Promise<AccessGrant[]> {
  const rows = await db
    .selectFrom('access_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('granted_at', 'desc')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    itemId: r.item_id,
    requestId: r.request_id,
    grantedAt: r.granted_at,
    grantedBy: r.granted_by,
  }));
}

export async function hasGrant(db: Database, userId: number, itemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('access_grants')
    .select('request_id')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}

/** An approval grants (or renews) the requester's access to the item. */
export async function grantAccess(
  db: Database,
  grant: { userId: number; itemId: string; requestId: number; grantedBy: number },
) {
  const row = {
    request_id: grant.requestId,
    granted_by: grant.grantedBy,
    granted_at: new Date(),
  };
  await db
    .insertInto('access_grants')
    .values({ user_id: grant.userId, item_id: grant.itemId, ...row })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet(row))
    .execute();
}

/** A provider revoked the consumer's access: the grant of their approved request ends. */
export async function revokeGrant(db: Database, userId: number, itemId: string) {
  await db.deleteFrom('access_grants').where('user_id', '=', userId).where('item_id', '=', itemId).execute();
}
