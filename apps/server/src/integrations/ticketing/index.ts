import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { createNativeBackend } from './native.ts';
import { createServiceNowBackend } from './servicenow.ts';
import type { TicketingBackend } from './types.ts';

/** The ticketing backend chosen by TICKETING_SYSTEM (native by default). */
export function createTicketingBackend(config: Config, db: Database): TicketingBackend {
  const sn = config.ticketing.servicenow;
  if (config.ticketing.system === 'servicenow' && sn) return createServiceNowBackend(sn);
  return createNativeBackend(db);
}
