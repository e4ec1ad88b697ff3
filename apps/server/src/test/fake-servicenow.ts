import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

export type Handler = (req: SeenRequest, res: http.ServerResponse) => void;

/** A local stand-in for a ServiceNow instance's Table API (tests only), on a random port. */
export async function startFakeServiceNow() {
  const seen: SeenRequest[] = [];
  let handler: Handler = (_req, res) => res.end('{"result":[]}');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry = { path: url.pathname, query: url.searchParams, authorization: req.headers.authorization };
    seen.push(entry);
    handler(entry, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    handle(h: Handler) {
      handler = h;
      seen.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A change_request record as sysparm_display_value=all returns it. */
export function snRecord(n: number, extra: Record<string, [string, string]> = {}) {
  const pair = (value: string, display_value = value) => ({ value, display_value });
  return {
    sys_id: pair(`sys${n}`),
    number: pair(`CHG00${n}`),
    short_description: pair(`Change ${n}`),
    description: pair(`Details of change ${n}`),
    priority: pair('2', '2 - High'),
    type: pair('normal', 'Normal'),
    state: pair('-5', 'New'),
    risk: pair('3', 'Moderate'),
    urgency: pair('2', '2 - Medium'),
    impact: pair('1', '1 - High'),
    opened_at: pair('2024-03-01 10:00:00', '01/03/2024 11:00:00'),
    closed_at: pair('', ''),
    ...Object.fromEntries(Object.entries(extra).map(([k, [v, d]]) => [k, pair(v, d)])),
  };
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
