import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, snRecord, startFakeServiceNow } from '../../test/fake-servicenow.ts';
import { createServiceNowBackend, type ServiceNowOptions } from './servicenow.ts';
import { TicketingError } from './types.ts';

describe('ServiceNow Table API adapter', () => {
  let sn: Awaited<ReturnType<typeof startFakeServiceNow>>;
  beforeAll(async () => {
    sn = await startFakeServiceNow();
  });
  afterAll(() => sn.close());

  const backend = (extra: Partial<ServiceNowOptions> = {}) =>
    createServiceNowBackend({
      instanceUrl: sn.url,
      username: 'portal',
      password: 'pä:ss',
      timeoutMs: 2000,
      queryField: 'correlation_id',
      ...extra,
    });
  const item = { id: 'payments-v2', name: 'Payments' };

  async function failure(p: Promise<unknown>): Promise<TicketingError> {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(TicketingError);
    return err as TicketingError;
  }

  it('queries change_request for the item with display values and basic auth', async () => {
    sn.handle((_req, res) => sendJson(res, 200, { result: [snRecord(1)] }));
    const tickets = await backend().listChangeRequests(item);
    expect(sn.seen).toHaveLength(1);
    const [req] = sn.seen;
    expect(req.path).toBe('/api/now/table/change_request');
    expect(req.query.get('sysparm_query')).toBe('correlation_id=payments-v2^ORDERBYDESCopened_at');
    expect(req.query.get('sysparm_display_value')).toBe('all');
    expect(req.query.get('sysparm_limit')).toBe('100');
    expect(req.query.get('sysparm_offset')).toBe('0');
    expect(req.query.get('sysparm_fields')?.split(',')).toEqual(
      expect.arrayContaining(['number', 'short_description', 'priority', 'opened_at', 'closed_at']),
    );
    expect(req.authorization).toBe(`Basic ${Buffer.from('portal:pä:ss').toString('base64')}`);
    expect(tickets).toEqual([
      expect.objectContaining({
        number: { value: 'CHG001', display_value: 'CHG001' },
        priority: { value: '2', display_value: '2 - High' },
        state: { value: '-5', display_value: 'New' },
        opened_at: { value: '2024-03-01 10:00:00', display_value: '01/03/2024 11:00:00' },
        closed_at: { value: '', display_value: '' },
      }),
    ]);
  });

  it('uses the configured query field', async () => {
    sn.handle((_req, res) => sendJson(res, 200, { result: [] }));
    await backend({ queryField: 'cmdb_ci.name' }).listChangeRequests(item);
    expect(sn.seen[0].query.get('sysparm_query')).toBe('cmdb_ci.name=payments-v2^ORDERBYDESCopened_at');
    expect(() => backend({ queryField: 'x^y=1' })).toThrow(/SERVICENOW_QUERY_FIELD/);
  });

  it('pages with sysparm_limit and sysparm_offset until a short page', async () => {
    const all = Array.from({ length: 7 }, (_, i) => snRecord(i + 1));
    sn.handle((req, res) => {
      const offset = Number(req.query.get('sysparm_offset'));
      const limit = Number(req.query.get('sysparm_limit'));
      sendJson(res, 200, { result: all.slice(offset, offset + limit) });
    });
    const tickets = await backend({ pageSize: 3 }).listChangeRequests(item);
    expect(sn.seen.map((r) => r.query.get('sysparm_offset'))).toEqual(['0', '3', '6']);
    expect(tickets.map((t) => t.number.value)).toEqual(all.map((r) => r.number.value));
  });

  it('stops at X-Total-Count and at the ticket cap', async () => {
    const all = Array.from({ length: 6 }, (_, i) => snRecord(i + 1));
    sn.handle((req, res) => {
      const offset = Number(req.query.get('sysparm_offset'));
      sendJson(res, 200, { result: all.slice(offset, offset + 3) }, { 'x-total-count': '6' });
    });
    await backend({ pageSize: 3 }).listChangeRequests(item);
    expect(sn.seen).toHaveLength(2);
    const capped = await backend({ pageSize: 3, maxTickets: 4 }).listChangeRequests(item);
    expect(capped).toHaveLength(4);
  });

  it('reads plain values when display values are absent', async () => {
    sn.handle((_req, res) => sendJson(res, 200, { result: [{ number: 'CHG9', priority: 3 }] }));
    const [t] = await backend().listChangeRequests(item);
    expect(t.number).toEqual({ value: 'CHG9', display_value: 'CHG9' });
    expect(t.priority).toEqual({ value: '3', display_value: '3' });
    expect(t.risk).toEqual({ value: '', display_value: '' });
  });

  it('reports 401 as an auth failure and 500 as an HTTP failure', async () => {
    sn.handle((_req, res) => sendJson(res, 401, { error: { message: 'User Not Authenticated' } }));
    expect(await failure(backend().listChangeRequests(item))).toMatchObject({ reason: 'auth', status: 401 });
    sn.handle((_req, res) => sendJson(res, 500, 'oops'));
    expect(await failure(backend().listChangeRequests(item))).toMatchObject({ reason: 'http', status: 500 });
  });

  it('reports malformed JSON and a body without result', async () => {
    sn.handle((_req, res) => sendJson(res, 200, '{"result": [ ...'));
    expect((await failure(backend().listChangeRequests(item))).reason).toBe('malformed');
    sn.handle((_req, res) => sendJson(res, 200, { records: [] }));
    expect((await failure(backend().listChangeRequests(item))).reason).toBe('malformed');
  });

  it('gives up on a response slower than the timeout', async () => {
    sn.handle((_req, res) => {
      const timer = setTimeout(() => sendJson(res, 200, { result: [] }), 3000);
      res.on('close', () => clearTimeout(timer));
    });
    expect((await failure(backend({ timeoutMs: 150 }).listChangeRequests(item))).reason).toBe('timeout');
  });

  it('gives up on a body that stalls after the headers', async () => {
    sn.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"result": [');
    });
    expect((await failure(backend({ timeoutMs: 150 }).listChangeRequests(item))).reason).toBe('timeout');
  });

  it('reports an unreachable instance as a network failure', async () => {
    const gone = await startFakeServiceNow();
    const url = gone.url;
    await gone.close();
    const err = await failure(backend({ instanceUrl: url }).listChangeRequests(item));
    expect(err.reason).toBe('network');
  });
});
