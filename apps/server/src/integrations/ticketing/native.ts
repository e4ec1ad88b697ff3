import {
  type NativeTicketBody,
  type NativeTicketPatch,
  TICKET_FIELDS,
  type Ticket,
} from '@storefront/contract/ticketing';
import type { Database } from '../../db/connection.ts';
import type { TicketedItem, TicketingBackend } from './types.ts';

const COLUMNS = ['id', ...TICKET_FIELDS] as const;

/** ServiceNow prints date-times as "YYYY-MM-DD HH:mm:ss"; native tickets look the same (UTC). */
function when(d: Date | null): string {
  return d ? new Date(d).toISOString().slice(0, 19).replace('T', ' ') : '';
}

const same = (s: string) => ({ value: s, display_value: s });

type NativeRow = Awaited<ReturnType<typeof listNativeTickets>>[number];

export function presentNativeTicket(r: NativeRow): Ticket {
  return {
    sys_id: same(String(r.id)),
    number: same(r.number),
    short_description: same(r.short_description),
    description: same(r.description),
    priority: same(r.priority),
    type: same(r.type),
    state: same(r.state),
    risk: same(r.risk),
    urgency: same(r.urgency),
    impact: same(r.impact),
    opened_at: same(when(r.opened_at)),
    closed_at: same(when(r.closed_at)),
  };
}

const LIST_LIMIT = 500;

export async function listNativeTickets(db: Database, itemId: string) {
  return db
    .selectFrom('item_tickets')
    .select(COLUMNS)
    .where('item_id', '=', itemId)
    .orderBy('opened_at', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
}

export async function insertNativeTicket(db: Database, itemId: string, body: NativeTicketBody) {
  return db
    .insertInto('item_tickets')
    .values({ item_id: itemId, ...body })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateNativeTicket(db: Database, itemId: string, id: number, patch: NativeTicketPatch) {
  return db
    .updateTable('item_tickets')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .where('item_id', '=', itemId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteNativeTicket(db: Database, itemId: string, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('item_tickets')
    .where('id', '=', id)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Tickets kept in the portal's own table, managed through the provider API. */
export function createNativeBackend(db: Database): TicketingBackend {
  return {
    system: 'native',
    async listChangeRequests(item: TicketedItem) {
      return (await listNativeTickets(db, item.id)).map(presentNativeTicket);
    },
  };
}
