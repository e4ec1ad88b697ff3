import type { Database } from '../../db/connection.ts';

/** The item a ticket list or ticket write is about (id and name), if it exists. */
export async function findTicketedItem(db: Database, id: string) {
  return db.selectFrom('catalog_items').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
