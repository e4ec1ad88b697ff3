import type { NativeTicketBody, NativeTicketPatch, Ticket } from '@storefront/contract/ticketing';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import {
  deleteNativeTicket,
  insertNativeTicket,
  presentNativeTicket,
  updateNativeTicket,
} from '../../integrations/ticketing/native.ts';
import { type TicketingBackend, TicketingError } from '../../integrations/ticketing/types.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { findTicketedItem } from './repository.ts';

async function findItem(db: Database, id: string) {
  const item = await findTicketedItem(db, id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

/**
 * The item's change requests. An unreachable or failing ticketing system is not the consumer's
 * problem: it yields the empty list ("No tickets available") and a warning in the log.
 */
export async function listChangeRequests(
  db: Database,
  backend: TicketingBackend,
  log: FastifyBaseLogger,
  itemId: string,
): Promise<Ticket[]> {
  const item = await findItem(db, itemId);
  try {
    return await backend.listChangeRequests(item);
  } catch (err) {
    const reason = err instanceof TicketingError ? err.reason : 'unexpected';
    const status = err instanceof TicketingError ? err.status : undefined;
    log.warn(
      { system: backend.system, reason, status, itemId, err: (err as Error).message },
      'ticketing unavailable',
    );
    return [];
  }
}

function requireNative(backend: TicketingBackend) {
  if (backend.system !== 'native') {
    throw conflict(
      'Tickets are managed in the external ticketing system; the native ticket store is not in use.',
    );
  }
}

/** Maps a duplicate ticket number to 409; anything else goes on as a server error. */
function duplicateNumber(err: unknown): never {
  if ((err as { code?: string }).code === '23505')
    throw conflict('A ticket with this number already exists.');
  throw err;
}

export async function createTicket(
  db: Database,
  backend: TicketingBackend,
  itemId: string,
  body: NativeTicketBody,
) {
  requireNative(backend);
  await findItem(db, itemId);
  const row = await insertNativeTicket(db, itemId, body).catch(duplicateNumber);
  return presentNativeTicket(row);
}

export async function updateTicket(
  db: Database,
  backend: TicketingBackend,
  itemId: string,
  ticketId: number,
  patch: NativeTicketPatch,
) {
  requireNative(backend);
  if (Object.keys(patch).length === 0) throw new AppError(400, 'Invalid body: nothing to update');
  const row = await updateNativeTicket(db, itemId, ticketId, patch).catch(duplicateNumber);
  if (!row) throw notFound('The ticket does not exist.');
  return presentNativeTicket(row);
}

export async function deleteTicket(
  db: Database,
  backend: TicketingBackend,
  itemId: string,
  ticketId: number,
) {
  requireNative(backend);
  if (!(await deleteNativeTicket(db, itemId, ticketId))) throw notFound('The ticket does not exist.');
}
