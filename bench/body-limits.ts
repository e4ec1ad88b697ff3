import { Worker } from 'node:worker_threads';
import { Pool } from 'undici';
import { connectPglite } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { fmt, startBenchServer } from './lib.ts';

/**
 * Issue 26: big bodies on public endpoints must not hold the event loop. While 20 clients each send
 * 50 MB bodies back to back (half with a Content-Length to POST /api/keys/verify, half chunked with
 * none to POST /api/email/unsubscribe/{token}), GET /healthz is probed every 5 ms; its p99 must stay
 * at or under 50 ms and every big body must be refused (413, or 429 once a limit is reached). The
 * attackers run on a worker thread so the server's event loop is the only thing the probe measures.
 */
const ATTACKERS = 20;
const BODY_BYTES = 50 * 1024 * 1024;
const SECONDS = 6;
const TARGET_P99_MS = 50;

const ATTACK = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { port, attackers, bodyBytes, seconds } = workerData;
const chunk = Buffer.alloc(64 * 1024, 0x5b); // '[' - the nesting that once cost seconds to parse
const deadline = Date.now() + seconds * 1000;
const results = { sent: 0, statuses: {}, bytesWritten: 0 };
function once(i) {
  return new Promise((resolve) => {
    const chunked = i % 2 === 1;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let written = 0;
    socket.on('data', (d) => { answer += d.toString('latin1'); });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = /^HTTP\\/1\\.1 (\\d{3})/.exec(answer)?.[1] ?? 'none';
      const key = (chunked ? 'chunked ' : 'length ') + status;
      results.statuses[key] = (results.statuses[key] ?? 0) + 1;
      results.bytesWritten += written;
      resolve();
    });
    socket.on('connect', () => {
      socket.write(chunked
        ? 'POST /api/email/unsubscribe/attack-token-000000 HTTP/1.1\\r\\nHost: x\\r\\nContent-Type: application/x-www-form-urlencoded\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n'
        : 'POST /api/keys/verify HTTP/1.1\\r\\nHost: x\\r\\nContent-Type: application/json\\r\\nContent-Length: ' + bodyBytes + '\\r\\n\\r\\n');
      const pump = () => {
        while (!socket.destroyed && written < bodyBytes) {
          const frame = chunked ? Buffer.concat([Buffer.from(chunk.length.toString(16) + '\\r\\n'), chunk, Buffer.from('\\r\\n')]) : chunk;
          written += chunk.length;
          if (!socket.write(frame)) { socket.once('drain', pump); return; }
        }
        if (!socket.destroyed && chunked) socket.write('0\\r\\n\\r\\n');
      };
      pump();
      // A server that read everything and answered nothing would leave the socket open.
      setTimeout(() => socket.destroy(), 30000);
    });
    results.sent++;
  });
}
async function attacker(i) { while (Date.now() < deadline) await once(i); }
Promise.all(Array.from({ length: attackers }, (_, i) => attacker(i))).then(() => parentPort.postMessage(results));
`;

interface AttackResults {
  sent: number;
  statuses: Record<string, number>;
  bytesWritten: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function probe(origin: string, untilMs: number) {
  const pool = new Pool(origin, { connections: 1 });
  const latencies: number[] = [];
  while (performance.now() < untilMs) {
    const t0 = performance.now();
    const res = await pool.request({ path: '/healthz', method: 'GET' });
    await res.body.dump();
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  await pool.close();
  return latencies.sort((a, b) => a - b);
}

export async function benchBodyLimits() {
  const handle = await connectPglite(undefined);
  await migrate(handle);
  const { app, origin } = await startBenchServer(handle, {});
  const port = Number(new URL(origin).port);
  try {
    const quiet = await probe(origin, performance.now() + 2000);
    const worker = new Worker(ATTACK, {
      eval: true,
      workerData: { port, attackers: ATTACKERS, bodyBytes: BODY_BYTES, seconds: SECONDS },
    });
    const attacked = new Promise<AttackResults>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const busy = await probe(origin, performance.now() + SECONDS * 1000);
    const results = await attacked;
    await worker.terminate();
    const refused = Object.entries(results.statuses)
      .filter(([k]) => / (413|429)$/.test(k))
      .reduce((sum, [, n]) => sum + n, 0);
    const p99 = percentile(busy, 0.99);
    console.log(
      `healthz quiet: p50 ${fmt(percentile(quiet, 0.5))} ms, p99 ${fmt(percentile(quiet, 0.99))} ms (${quiet.length} probes)`,
    );
    console.log(
      `healthz under ${ATTACKERS} concurrent 50 MB bodies: p50 ${fmt(percentile(busy, 0.5))} ms, ` +
        `p99 ${fmt(p99)} ms, max ${fmt(busy[busy.length - 1])} ms (${busy.length} probes; target p99 <= ${TARGET_P99_MS} ms) ` +
        `${p99 <= TARGET_P99_MS ? 'OK' : 'OVER'}`,
    );
    console.log(
      `big bodies: ${results.sent} sent, ${refused} refused (statuses ${JSON.stringify(results.statuses)}), ` +
        `${fmt(results.bytesWritten / results.sent / 1024 / 1024, 2)} MB per body taken by the sockets before the server closed ` +
        `${refused === results.sent ? 'OK' : 'NOT ALL REFUSED'}`,
    );
    if (p99 > TARGET_P99_MS || refused !== results.sent) throw new Error('body-limits target missed');
  } finally {
    await app.close();
    await handle.close();
  }
}
