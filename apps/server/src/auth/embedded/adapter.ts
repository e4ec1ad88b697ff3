import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/connection.ts';

/**
 * oidc-provider storage in table oidc_payloads, so that sessions, interactions, grants and refresh
 * tokens are shared by every server instance and survive restarts.
 */
export function databaseAdapter(db: Database) {
  let writes = 0;

  async function purgeExpired() {
    await db.deleteFrom('oidc_payloads').where('expires_at', '<', sql<Date>`now()`).execute();
  }

  async function findWhere(kind: string, column: 'id' | 'uid' | 'user_code', value: string) {
    const row = await db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('kind', '=', kind)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }

  return class DatabaseAdapter implements Adapter {
    constructor(readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const values = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ kind: this.kind, id, ...values })
        .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(values))
        .execute();
      // Expired rows are harmless (find ignores them); sweep them now and then.
      if (++writes % 200 === 0) await purgeExpired();
    }

    find(id: string) {
      return findWhere(this.kind, 'id', id);
    }

    findByUid(uid: string) {
      return findWhere(this.kind, 'uid', uid);
    }

    findByUserCode(userCode: string) {
      return findWhere(this.kind, 'user_code', userCode);
    }

    async consume(id: string) {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: sql<Date>`now()` })
        .where('kind', '=', this.kind)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string) {
      await db.deleteFrom('oidc_payloads').where('kind', '=', this.kind).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string) {
      await db
        .deleteFrom('oidc_payloads')
        .where('kind', '=', this.kind)
        .where('grant_id', '=', grantId)
        .execute();
    }
  };
}
