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
    .select(['credential_id', 'api_product'])
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
  consumer_key: string;
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

export async function findNativeCredential(db: Database, appId: number, consumerKey: string) {
  return db
    .selectFrom('runtime_credentials')
    .select(['id', 'expires_at', 'status'])
    .where('app_id', '=', appId)
    .where('consumer_key', '=', consumerKey)
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

export async function insertNativeProduct(db: Database, credentialId: number, product: string) {
  await db
    .insertInto('runtime_credential_products')
    .values({ credential_id: credentialId, api_product: product })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteNativeProduct(db: Database, credentialId: number, product: string) {
  await db
    .deleteFrom('runtime_credential_products')
    .where('credential_id', '=', credentialId)
    .where('api_product', '=', product)
    .execute();
}

/** Verification's one query: the credential behind a key hash, with its developer and products. */
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
          .as('products'),
    ])
    .where('c.key_hash', '=', keyHash)
    .executeTakeFirst();
}
