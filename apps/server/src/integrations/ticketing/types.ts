import type { Ticket } from '@storefront/contract/ticketing';

export interface TicketedItem {
  id: string;
  name: string;
}

/** A ticketing system holding the change requests of catalogue items. */
export interface TicketingBackend {
  readonly system: 'native' | 'servicenow';
  listChangeRequests(item: TicketedItem): Promise<Ticket[]>;
}

export type TicketingFailure = 'auth' | 'http' | 'network' | 'timeout' | 'malformed' | 'config';

/** Why the ticketing system could not answer; callers show the quiet empty state. */
export class TicketingError extends Error {
  constructor(
    readonly reason: TicketingFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TicketingError';
  }
}
