import { TICKET_FIELDS, type Ticket, type TicketField } from '@storefront/contract/ticketing';
import { type TicketedItem, type TicketingBackend, TicketingError } from './types.ts';

export interface ServiceNowOptions {
  instanceUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
  /** change_request field matched against the catalogue item id, e.g. correlation_id. */
  queryField: string;
  pageSize?: number;
  maxTickets?: number;
  fetch?: typeof fetch;
}

const FIELDS = ['sys_id', ...TICKET_FIELDS] as const;

/** sysparm_display_value=all gives { value, display_value }; other shapes are read leniently. */
function toField(raw: unknown): TicketField {
  if (raw && typeof raw === 'object') {
    const { value, display_value } = raw as { value?: unknown; display_value?: unknown };
    const v = value == null ? '' : String(value);
    return { value: v, display_value: display_value == null ? v : String(display_value) };
  }
  const s = raw == null ? '' : String(raw);
  return { value: s, display_value: s };
}

export function toTicket(record: Record<string, unknown>): Ticket {
  return Object.fromEntries(FIELDS.map((f) => [f, toField(record[f])])) as Ticket;
}

/** The ServiceNow Table API adapter: GET {instance}/api/now/table/change_request, paged. */
export function createServiceNowBackend(options: ServiceNowOptions): TicketingBackend {
  const pageSize = options.pageSize ?? 100;
  const maxTickets = options.maxTickets ?? 500;
  const doFetch = options.fetch ?? fetch;
  if (!/^[A-Za-z0-9_.]{1,80}$/.test(options.queryField)) {
    throw new Error(`SERVICENOW_QUERY_FIELD "${options.queryField}" is not a field name`);
  }
  const auth = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;

  async function fetchPage(itemId: string, offset: number, signal: AbortSignal) {
    if (!options.instanceUrl) throw new TicketingError('config', 'SERVICENOW_INSTANCE_URL is not set');
    const params = new URLSearchParams({
      // Item ids are [A-Za-z0-9._:-]: no '^' or '=' can alter the encoded query.
      sysparm_query: `${options.queryField}=${itemId}^ORDERBYDESCopened_at`,
      sysparm_display_value: 'all',
      sysparm_exclude_reference_link: 'true',
      sysparm_fields: FIELDS.join(','),
      sysparm_limit: String(pageSize),
      sysparm_offset: String(offset),
    });
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${options.instanceUrl}/api/now/table/change_request?${params}`, {
        headers: { authorization: auth, accept: 'application/json' },
        signal,
      });
      text = await res.text();
    } catch (err) {
      if (signal.aborted) throw new TicketingError('timeout', `no answer within ${options.timeoutMs} ms`);
      throw new TicketingError('network', (err as Error).message);
    }
    if (res.status === 401 || res.status === 403)
      throw new TicketingError('auth', 'rejected credentials', res.status);
    if (!res.ok) throw new TicketingError('http', `HTTP ${res.status}`, res.status);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new TicketingError('malformed', 'response is not JSON', res.status);
    }
    const result = (body as { result?: unknown } | null)?.result;
    if (!Array.isArray(result))
      throw new TicketingError('malformed', 'response has no result array', res.status);
    const total = Number(res.headers.get('x-total-count'));
    return {
      records: result as Record<string, unknown>[],
      total: Number.isFinite(total) && total > 0 ? total : null,
    };
  }

  return {
    system: 'servicenow',
    async listChangeRequests(item: TicketedItem) {
      // One deadline for the whole listing, body reads included.
      const signal = AbortSignal.timeout(options.timeoutMs);
      const tickets: Ticket[] = [];
      for (let offset = 0; tickets.length < maxTickets; offset += pageSize) {
        const { records, total } = await fetchPage(item.id, offset, signal);
        for (const r of records) if (r && typeof r === 'object') tickets.push(toTicket(r));
        if (records.length < pageSize || (total !== null && offset + records.length >= total)) break;
      }
      return tickets.slice(0, maxTickets);
    },
  };
}
