import type { Database } from '../../db/connection.ts';

/** SQL of the native runtime: developers by user, apps by name, credentials by key. */
export async function findNativeDeveloper(db: Database, userId: number) {
  return db.selectFrom('runtime_developers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function listNativeCredentials(db: Database, developerId: number) {
  return db
    .selectFrom('runtime_apps as a')
    .leftJoin('runtime_credentials as c', 'c.app_id', 'a.id')
    .select([
      'a.id as app_id',
      'a.name as app_name',
      'c.id as credential_id',
      'c.consumer_key',
      'c.consumer_key_sealed',
      'c.key_hash',
      'c.issued_at',
      'c.expires_at',
      'c.status',
    ])
    .where('a.developer_id', '=', developerId)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .orderBy('c.issued_at')
    .orderBy('c.id')
    .execute();
}

export async function listNativeProducts(db: Database, credentialIds: number[]) {
  if (credentialIds.length === 0) return [];
  return db
    .selectFrom('runtime_credential_products')
    .select(['credential_id', 'api_product', 'status'])
    .where('credential_id', 'in', credentialIds)
    .orderBy('api_product')
    .execute();
}

export async function insertNativeDeveloper(
  db: Database,
  row: { user_id: number; email: string; first_name: string; last_name: string; username: string },
) {
  return db
    .insertInto('runtime_developers')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function deleteNativeDeveloper(db: Database, userId: number) {
  const res = await db.deleteFrom('runtime_developers').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function insertNativeApp(db: Database, developerId: number, name: string) {
  return db
    .insertInto('runtime_apps')
    .values({ developer_id: developerId, name })
    .onConflict((oc) => oc.columns(['developer_id', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function findNativeApp(db: Database, developerId: number, name: string) {
  return db
    .selectFrom('runtime_apps')
    .select('id')
    .where('developer_id', '=', developerId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function deleteNativeApp(db: Database, appId: number) {
  await db.deleteFrom('runtime_apps').where('id', '=', appId).execute();
}

export interface CredentialRow {
  app_id: number;
  consumer_key_sealed: string;
  key_hash: string;
  secret_hash: string;
  issued_at: Date;
  expires_at: Date | null;
}

export async function insertNativeCredential(db: Database, row: CredentialRow, products: string[]) {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('runtime_credentials')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (products.length > 0) {
      await trx
        .insertInto('runtime_credential_products')
        .values(products.map((api_product) => ({ credential_id: id, api_product })))
        .execute();
    }
    return id;
  });
}

export async function findNativeCredential(db: Database, appId: number, keyHash: string) {
  return db
    .selectFrom('runtime_credentials')
    .select(['id', 'expires_at', 'status'])
    .where('app_id', '=', appId)
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function deleteNativeCredential(db: Database, credentialId: number) {
  await db.deleteFrom('runtime_credentials').where('id', '=', credentialId).execute();
}

export async function updateNativeCredential(
  db: Database,
  credentialId: number,
  patch: { status?: string; expires_at?: Date | null },
) {
  await db.updateTable('runtime_credentials').set(patch).where('id', '=', credentialId).execute();
}

export async function insertNativeProduct(
  db: Database,
  credentialId: number,
  product: string,
  status: string = 'approved',
) {
  await db
    .insertInto('runtime_credential_products')
    .values({ credential_id: credentialId, api_product: product, status })
    .onConflict((oc) => oc.columns(['credential_id', 'api_product']).doUpdateSet({ status }))
    .execute();
}

/** Sets an attached product's status; false when the product is not on the credential. */
export async function updateNativeProductStatus(
  db: Database,
  credentialId: number,
  product: string,
  status: string,
) {
  const res = await db
    .updateTable('runtime_credential_products')
    .set({ status })
    .where('credential_id', '=', credentialId)
    .where('api_product', '=', product)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteNativeProduct(db: Database, credentialId: number, product: string) {
  await db
    .deleteFrom('runtime_credential_products')
    .where('credential_id', '=', credentialId)
    .where('api_product', '=', product)
    .execute();
}

/**
 * Verification's one query: the credential behind a key hash, with its developer and its approved
 * products (a pending or revoked subscription does not verify).
 */
export async function findCredentialByKeyHash(db: Database, keyHash: string) {
  return db
    .selectFrom('runtime_credentials as c')
    .innerJoin('runtime_apps as a', 'a.id', 'c.app_id')
    .innerJoin('runtime_developers as d', 'd.id', 'a.developer_id')
    .select([
      'c.secret_hash',
      'c.expires_at',
      'c.status',
      'a.name as app_name',
      'd.email',
      'd.status as developer_status',
      (eb) =>
        eb
          .selectFrom('runtime_credential_products as p')
          .select((e) => e.fn.agg<string[] | null>('array_agg', ['p.api_product']).as('products'))
          .whereRef('p.credential_id', '=', 'c.id')
          .where('p.status', '=', 'approved')
          .as('products'),
    ])
    .where('c.key_hash', '=', keyHash)
    .executeTakeFirst();
}

/**
 * Seals the plain-text keys of rows written before migration 0060, a batch at a time, and clears
 * their plain text; returns how many it sealed. Run at start; idempotent.
 */
export async function sealPlainKeys(db: Database, seal: (key: string, keyHash: string) => string) {
  let total = 0;
  for (;;) {
    const rows = await db
      .selectFrom('runtime_credentials')
      .select(['id', 'consumer_key', 'key_hash'])
      .where('consumer_key', 'is not', null)
      .limit(500)
      .execute();
    if (rows.length === 0) return total;
    for (const r of rows) {
      await db
        .updateTable('runtime_credentials')
        .set({ consumer_key_sealed: seal(r.consumer_key as string, r.key_hash), consumer_key: null })
        .where('id', '=', r.id)
        .execute();
    }
    total += rows.length;
  }
}
