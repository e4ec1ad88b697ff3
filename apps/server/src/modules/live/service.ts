import type { Database } from '../../db/connection.ts';
import { insertLiveEvent, type NewLiveEvent } from './repository.ts';

const MAX_DATA_CHARS = 2000;

/**
 * Announces a change to connected browsers. Call it inside the transaction that makes the change:
 * the event is stored (for Last-Event-ID resume) and NOTIFYd, and reaches the instances' clients only
 * if the transaction commits. `data` is a small hint (ids), never the content itself.
 */
export async function publishLive(trx: Database, event: NewLiveEvent) {
  if (JSON.stringify(event.data ?? {}).length > MAX_DATA_CHARS) {
    throw new Error(`live event data above ${MAX_DATA_CHARS} characters`);
  }
  if (event.userIds && event.userIds.length === 0) return undefined;
  return insertLiveEvent(trx, event);
}
