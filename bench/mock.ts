import fs from 'node:fs';
import { demoDocuments } from '../apps/server/src/modules/catalog/demo/seed-demo.ts';
import { makeItem } from '../apps/server/src/modules/catalog/details/test-factories.ts';
import { CompiledDocument } from '../apps/server/src/modules/docs/mock/compiled-document.ts';
import type { MockRequest } from '../apps/server/src/modules/docs/mock/request-checks.ts';
import { buildSampleRequest } from '../apps/server/src/modules/docs/mock/sample-request.ts';
import { putDocument } from '../apps/server/src/modules/docs/test-fixtures.ts';
import { createTestApp } from '../apps/server/src/test/app.ts';

/**
 * Mock latency over the whole demo catalogue (issue 32): the 154 documents are stored as items, and
 * every operation's request, built from its document as in the corpus test, is sent over HTTP on
 * loopback (keep-alive) to /api/mock. A first pass compiles documents and answers; the figures come
 * from the passes after it. Printed beside the figure issue 32 started from (p50 1.6 ms) and the
 * documentation bench's target (p95 ≤ 20 ms).
 */
const BEFORE = { p50: 1.6 };
const TARGET = { p95: 20 };
const PASSES = Number(process.env.MOCK_BENCH_PASSES ?? 2);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function benchMock() {
  const t = await createTestApp();
  try {
    // Tokens expire while the corpus is sent: a fresh one every 500 calls.
    let auth = await t.authHeaders('alice');
    let sent = 0;
    const calls: { itemId: string; req: MockRequest }[] = [];
    let n = 0;
    for (const d of demoDocuments().slice(0, Number(process.env.MOCK_BENCH_DOCS ?? 1000))) {
      const itemId = `mock-bench-${n++}`;
      const text = fs.readFileSync(d.file, 'utf8');
      await makeItem(t.db, itemId);
      await putDocument(t.db, itemId, text, 'json');
      const doc = new CompiledDocument(JSON.parse(text));
      for (const op of doc.built.operations) {
        // fetch sends no body with GET; those few operations are measured by the corpus test only.
        const req = buildSampleRequest(doc, op);
        if (req.method === 'GET' && req.body) continue;
        calls.push({ itemId, req });
      }
    }
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async ({ itemId, req }: (typeof calls)[number]) => {
      if (++sent % 500 === 0) auth = await t.authHeaders('alice');
      const qs = req.query.toString();
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      // The portal's token; a document's own bearer scheme is satisfied by it too.
      Object.assign(headers, auth);
      if (req.contentType) headers['content-type'] = req.contentType;
      const t0 = performance.now();
      try {
        const res = await fetch(`${origin}/api/mock/${itemId}${req.path}${qs ? `?${qs}` : ''}`, {
          method: req.method,
          headers,
          body:
            req.body && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(req.body) : undefined,
        });
        await res.arrayBuffer();
        return { ms: performance.now() - t0, status: res.status };
      } catch {
        // A request fetch itself refuses to send (a header value or method it forbids): not timed.
        return { ms: -1, status: 0 };
      }
    };
    const warm = performance.now();
    for (const c of calls) await send(c);
    const warmMs = performance.now() - warm;
    const times: number[] = [];
    const statuses = new Map<number, number>();
    for (let pass = 0; pass < PASSES; pass++) {
      for (const c of calls) {
        const r = await send(c);
        if (r.ms >= 0) times.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }
    times.sort((a, b) => a - b);
    const p50 = pct(times, 0.5);
    const p95 = pct(times, 0.95);
    const share2xx = [...statuses].reduce((n, [s, c]) => n + (s >= 200 && s < 300 ? c : 0), 0) / times.length;
    console.log(
      [
        `mock over the demo catalogue: ${calls.length} operations of ${n} documents x ${PASSES} passes over HTTP (first pass, compiling: ${(warmMs / 1000).toFixed(1)} s)`,
        `  p50 ${p50.toFixed(2)} ms (issue 32 start: ${BEFORE.p50} ms)  p95 ${p95.toFixed(2)} ms  target p95 ≤ ${TARGET.p95} ms  ${p95 <= TARGET.p95 ? 'met' : 'MISSED'}`,
        `  answers: ${[...statuses].map(([s, c]) => (s ? `${s}: ${c}` : `not sent by fetch: ${c}`)).join(', ')} (${(share2xx * 100).toFixed(1)}% 2xx)`,
      ].join('\n'),
    );
    return { p50, p95, warmMs, operations: calls.length };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMock();
