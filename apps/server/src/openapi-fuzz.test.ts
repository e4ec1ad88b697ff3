import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { makeAttachment } from './modules/catalog/details/test-factories.ts';
import { insertDimensions, insertItem, insertTaxonomy } from './modules/catalog/search/test-factories.ts';
import { setInteractiveDocsOverride } from './modules/docs/service.ts';
import { petstore, putDocument } from './modules/docs/test-fixtures.ts';
import { isLimitedWrite, tooManyRequestsText } from './rate-limit.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { readEventStream, type StreamRead } from './test/fuzz/event-stream.ts';
import { type Answer, createJudge, type Outcome } from './test/fuzz/judge.ts';
import {
  concreteUrl,
  type FuzzRequest,
  itemOf,
  type Operation,
  operationsOf,
  requestArb,
  ValuePools,
} from './test/fuzz/operations.ts';
import type { Schema } from './test/fuzz/schema-arbitraries.ts';

/**
 * Issue 16 part 3: schema-driven fuzzing. Every operation of the OpenAPI document the server serves
 * (/api/web, /api/provider and the rest it documents) gets requests generated from its own
 * parameter and body schemas: valid, boundary and invalid values. Each answer must be below 500 and
 * match what its status declares (schema, media type, headers); an undeclared status passes only as
 * an error in the common { code, detail } shape. The event stream is opened, read to its first
 * event and closed; the mock server is fuzzed from the item's own document; one pass with low write
 * limits checks each 429 against its declaration. FUZZ_RUNS (default 5000) sets the number of
 * requests of the main pass, FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 5000);
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 1_000_000);
/** Requests of the mock pass (generated from the item document's operations). */
const MOCK_RUNS = Math.max(60, Math.ceil(RUNS / 10));

/**
 * Operations of the served document the main pass leaves out, each with its reason. The run fails
 * when any other operation got no request.
 */
const NOT_FUZZED: Record<string, string> = {};
/** Operations of the mocked item document left out, each with its reason. */
const MOCK_NOT_FUZZED: Record<string, string> = {
  'GET /broken':
    "its response schema's $ref points into another file, so the mock answers 501 MOCK-UNSERVABLE " +
    'by design (the docs module tests it)',
};
/**
 * The only operations that answer 401 to a valid bearer token, and why. Any other 401 (or one with
 * WWW-Authenticate, a refused bearer) fails the run: the fuzzer's tokens last the whole run.
 */
const EXPECTED_401: Record<string, string> = {
  'POST /api/keys/verify':
    'answers 401 INVALID-KEY for a consumer key or secret it does not know (declared); the fuzzer ' +
    'generates keys from the body schema, so nearly all are unknown',
};

let t: TestApp;
let baseUrl: string;
let doc: { paths: Record<string, Record<string, Schema>>; components?: Schema };
let ops: Operation[];
const pools = new ValuePools();
let judge: ReturnType<typeof createJudge>;
/** The server's error logs since the last request (a 5xx problem quotes them, so CI shows its cause). */
const serverErrors: string[] = [];
const errorLog = {
  write(line: string) {
    try {
      const entry = JSON.parse(line) as {
        msg?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      const stack = entry.err?.stack?.split('\n').slice(0, 4).join(' | ');
      serverErrors.push(`${entry.msg}: ${stack ?? entry.err?.message ?? ''}`);
    } catch {
      serverErrors.push(line);
    }
  },
};

const KEEP = Array.from({ length: 12 }, (_, i) => `fz-keep-${i}`);
const MOCK_ITEM = 'fz-mock';
const DOOMED = Array.from({ length: 12 }, (_, i) => `fz-doomed-${i}`);

beforeAll(async () => {
  // The test app's write limits are far above what the fuzzer sends; the last pass builds one with
  // low limits on the same database.
  t = await createTestApp(
    { conversations: { postIntervalMs: 0 } },
    { logger: { level: 'error', stream: errorLog } },
  );
  await insertDimensions(t.db, { lifecycle: ['live', 'beta'], pricingplans: ['free', 'gold'] });
  await insertTaxonomy(t.db, 'fz-tax', 'Fuzz', [
    ['fz-c1', null, 'Payments'],
    ['fz-c2', 'fz-c1', 'Cards'],
  ]);
  for (const [i, id] of [...KEEP, ...DOOMED].entries()) {
    await insertItem(t.db, {
      id,
      name: `Fuzz item ${i}`,
      objectType: i % 5 === 4 ? 'BUNDLE' : 'SPECIFICATION',
      owner: 'paula',
      dims: { lifecycle: [i % 2 ? 'live' : 'beta'] },
      classifications: i % 3 ? ['fz-c2'] : [],
      operations: [{ name: 'list', uri: '/pets' }],
    });
  }
  await putDocument(t.db, 'fz-keep-0', JSON.stringify(petstore), 'json');
  await putDocument(t.db, 'fz-keep-1', JSON.stringify(petstore), 'json');
  // The mock pass's own item, in no pool: the served-document fuzz can reach every pooled item's
  // Try modes, document and versions, and a seed that switched fz-keep-0's mock off or replaced its
  // document left the mock pass with no 200 at all.
  await insertItem(t.db, {
    id: MOCK_ITEM,
    name: 'Fuzz mock item',
    objectType: 'SPECIFICATION',
    owner: 'paula',
  });
  await putDocument(t.db, MOCK_ITEM, JSON.stringify(petstore), 'json');
  const attachment = await makeAttachment(
    t.db,
    'fz-keep-0',
    'guide.pdf',
    'application/pdf',
    Buffer.from('%PDF-1.4'),
  );
  for (const id of KEEP) pools.add('id', id);
  for (const id of ['fz-tax', 'fz-c1', 'fz-c2']) pools.add('id', id);
  pools.add('itemId', 'fz-keep-0');
  pools.add('attachmentId', attachment);
  for (const code of ['lifecycle', 'pricingplans']) pools.add('code', code);
  for (const code of ['live', 'free']) pools.add('valueCode', code);
  pools.add('email', 'alice@example.com');
  const res = await t.app.inject({ url: '/api/web/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  ops = operationsOf(doc);
  judge = createJudge(doc.components);
  // The event stream needs a real socket: inject waits for a response's end, which a stream has not.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 600_000);
afterAll(() => t?.close());

function connections(): Promise<number> {
  return new Promise((resolve, reject) =>
    t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
  );
}

/**
 * The item-document operation a mock request reaches: templates match with or without one trailing
 * '/', and a literal path wins over a template (as the mock's own matching does).
 */
function mockOperationAt(mockOps: Operation[], method: string, path: string): Operation | undefined {
  const reaches = (op: Operation) => {
    const pattern = op.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return op.method === method && new RegExp(`^${pattern.replace(/\/$/, '')}/?$`).test(path);
  };
  const candidates = mockOps.filter(reaches);
  return candidates.find((op) => !op.path.includes('{')) ?? candidates[0];
}

function resolveIn(document: unknown) {
  return (ref: string): Schema => {
    let node: unknown = document;
    for (const p of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)[p];
    return node as Schema;
  };
}

const opKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
const isStream = (op: Operation) => (op.mediaTypes['200'] ?? []).includes('text/event-stream');

/** Answers by status, problems by operation and kind, 401s by operation. */
class Tally {
  total = 0;
  readonly counts = new Map<number, number>();
  readonly problems = new Map<string, string>();
  readonly unauthorized = new Map<string, number>();
  readonly ops = new Set<string>();
  /** Operations that answered 2xx at least once (reached past validation into the service). */
  readonly succeeded = new Set<string>();

  record(where: string, outcome: Outcome, detail = '') {
    this.total++;
    this.ops.add(where);
    if (outcome.status >= 200 && outcome.status < 300) this.succeeded.add(where);
    this.counts.set(outcome.status, (this.counts.get(outcome.status) ?? 0) + 1);
    if (outcome.status === 401) this.unauthorized.set(where, (this.unauthorized.get(where) ?? 0) + 1);
    if (!outcome.problem) return;
    const first = outcome.problem.split(':')[0] ?? '';
    if (!this.problems.has(`${where} ${first}`))
      this.problems.set(`${where} ${first}`, `${where} -> ${outcome.problem} ${detail}`.trim());
  }

  byStatus() {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
  }
}

/** What a stream's 200 must carry beyond its declared media type: the retry hint, then an event. */
function streamProblem(read: StreamRead, resumed: boolean): string | undefined {
  if (read.status !== 200) return undefined;
  if (read.frames[0]?.retry === undefined) return '200: the stream does not start with a retry hint';
  const event = read.frames.find((f) => f.event !== undefined);
  if (!event) return resumed ? undefined : '200: no ready event';
  if (!resumed && event.event !== 'ready') return `200: first event ${event.event}, expected ready`;
  try {
    const data = JSON.parse(event.data ?? '') as { id?: unknown; type?: unknown };
    if (data.type !== event.event || typeof data.id !== 'number') return `200: event data ${event.data}`;
  } catch {
    return `200: event data is not JSON: ${event.data}`;
  }
  return undefined;
}

async function inject(
  app: TestApp['app'],
  req: FuzzRequest,
  url: string,
  headers: Record<string, string>,
): Promise<Answer | 'timeout'> {
  const h: Record<string, string> = { ...req.headers, ...headers };
  let payload: string | Buffer | undefined;
  if (req.body?.kind === 'json' && req.body.value !== undefined) {
    payload = JSON.stringify(req.body.value);
    h['content-type'] = 'application/json';
  } else if (req.body?.kind === 'raw') {
    payload = Buffer.from(req.body.bytes);
    h['content-type'] = req.body.contentType;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((r) => {
    timer = setTimeout(() => r('timeout'), 30_000);
  });
  const res = await Promise.race([
    app.inject({ method: req.op.method as 'GET', url, query: req.query, headers: h, payload }),
    timeout,
  ]);
  clearTimeout(timer);
  return res === 'timeout' ? res : { status: res.statusCode, headers: res.headers, body: res.body };
}

function describeRequest(req: FuzzRequest, url: string) {
  const body = req.body?.kind === 'json' ? JSON.stringify(req.body.value) : req.body ? '<raw>' : '';
  return `[${url.slice(0, 160)} ${JSON.stringify(req.query).slice(0, 400)} ${body?.slice(0, 160) ?? ''}]`;
}

async function send(req: FuzzRequest, headers: Record<string, string>, tally: Tally) {
  const url = concreteUrl(req, pools);
  const where = opKey(req.op);
  if (isStream(req.op)) {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(req.query)) for (const x of [v].flat()) query.append(k, x);
    const read = await readEventStream(`${baseUrl}${url}?${query}`, {
      ...headers,
      accept: 'text/event-stream',
    });
    if (read.timedOut) return tally.record(where, { status: 0, problem: `no answer in time: ${url}` });
    const outcome = judge(req.op, read);
    const resumed = Number(req.query.lastEventId) > 0;
    outcome.problem ??= streamProblem(read, resumed);
    return tally.record(where, outcome, describeRequest(req, url));
  }
  serverErrors.length = 0;
  const answer = await inject(t.app, req, url, headers);
  if (answer === 'timeout') {
    return tally.record(where, { status: 0, problem: `no answer in 30 s: ${req.op.method} ${url}` });
  }
  const outcome = judge(req.op, answer);
  // Values of a 2xx within its declaration feed the pools, kept also under the item it named.
  const json = String(answer.headers['content-type'] ?? '').includes('json');
  if (!outcome.problem && answer.status >= 200 && answer.status < 300 && json && answer.body) {
    pools.harvest(JSON.parse(answer.body), 0, itemOf(req, pools));
  }
  // A bearer the server refused says so in WWW-Authenticate: the fuzzer's tokens never expire.
  if (answer.status === 401 && (answer.headers['www-authenticate'] || !EXPECTED_401[where])) {
    outcome.problem ??= `401 to a valid token: ${answer.body.slice(0, 120)}`;
  }
  // The cause travels with the problem: CI output is all there is to go on for a rare 5xx.
  const log = outcome.problem && serverErrors.length > 0 ? ` server log: ${serverErrors.join(' || ')}` : '';
  tally.record(where, outcome, `${describeRequest(req, url)}${log}`);
}

function report(name: string, tally: Tally, seconds: number, extra = '') {
  console.log(
    `fuzz ${name}: ${tally.total} requests over ${tally.ops.size} operations in ${seconds.toFixed(1)} s ` +
      `(seed ${SEED}); by status ${tally.byStatus()}; problems ${tally.problems.size}${extra}`,
  );
  for (const p of tally.problems.values()) console.log(`  ${p}`);
}

describe('schema-driven fuzzing of the served OpenAPI document', () => {
  it(`answers ${RUNS} generated requests with 0 5xx and 0 responses off their declared schema`, async () => {
    const paths = new Set(ops.map((o) => o.path));
    // The document must cover both APIs and the event stream, or the generation silently shrank.
    expect([...paths].some((p) => p.startsWith('/api/provider/'))).toBe(true);
    expect(ops.filter(isStream).map(opKey)).toEqual(['GET /api/web/events']);
    expect(ops.length).toBeGreaterThan(100);
    const alice = { authorization: `Bearer ${await t.tokenFor('alice', 3600)}` };
    const paula = { authorization: `Bearer ${await t.tokenFor('paula', 3600)}` };
    const headersOf = (op: Operation) => (op.path.startsWith('/api/provider/') ? paula : alice);
    const fuzzable = ops.filter((op) => !NOT_FUZZED[opKey(op)]);
    const warmUp = new Tally();

    // Warm-up: a valid GET of each collection, so the pools hold real keys, orders and ids.
    for (const op of fuzzable.filter((o) => o.method === 'GET')) {
      for (const id of KEEP.slice(0, 2)) {
        await send({ op, path: { id, itemId: id }, query: {} }, headersOf(op), warmUp);
      }
    }

    const perOp = Math.ceil(RUNS / fuzzable.length);
    const batches = fuzzable.map((op, i) =>
      fc.sample(requestArb(op, resolveIn(doc)), { numRuns: perOp, seed: SEED + i }),
    );
    const tally = new Tally();
    const started = Date.now();
    for (let round = 0; round < perOp; round++) {
      for (const [i, op] of fuzzable.entries()) {
        const req = batches[i]?.[round];
        if (!req) continue;
        // Deletes aim at their own rows, so the rest of the run still finds the kept items.
        if (op.method === 'DELETE' && typeof req.path.id === 'object') {
          req.path.id = DOOMED[req.path.id.n % DOOMED.length] as string;
        }
        await send(req, headersOf(op), tally);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const left = ops.filter((op) => !tally.ops.has(opKey(op)) && !NOT_FUZZED[opKey(op)]).map(opKey);
    const unauthorized = [...tally.unauthorized.entries()].map(([op, n]) => `${op} ${n}`).join(', ');
    report(
      'served document',
      tally,
      seconds,
      `; operations fuzzed ${tally.ops.size} of ${ops.length} in the document` +
        ` (left out with a reason: ${Object.keys(NOT_FUZZED).length}), ${tally.succeeded.size} of them` +
        ` answered 2xx at least once; 401s: ${unauthorized || 'none'}`,
    );
    const never = ops.map(opKey).filter((k) => !tally.succeeded.has(k) && !warmUp.succeeded.has(k));
    console.log(`  never 2xx (${never.length}): ${never.join(', ')}`);
    for (const [op, why] of Object.entries(NOT_FUZZED)) console.log(`  not fuzzed: ${op}: ${why}`);
    expect(tally.total).toBeGreaterThanOrEqual(RUNS);
    expect(left).toEqual([]);
    expect([...warmUp.problems.values(), ...tally.problems.values()], `FUZZ_SEED=${SEED} replays it`).toEqual(
      [],
    );
  }, 1_800_000);

  it('opens the event stream with fuzzed Accept, Last-Event-ID and tokens: declared answers, closed after one event', async () => {
    const op = ops.find(isStream) as Operation;
    const alice = `Bearer ${await t.tokenFor('alice', 3600)}`;
    const paula = `Bearer ${await t.tokenFor('paula', 3600)}`;
    // A favourite writes a live event for alice, so a resume has something to replay.
    await t.app.inject({
      method: 'POST',
      url: '/api/web/my/store/favourites/fz-keep-0/add',
      headers: { authorization: alice },
    });
    const accepts = fc.constantFrom(
      'text/event-stream',
      'text/event-stream;q=0.9, */*;q=0.1',
      'TEXT/EVENT-STREAM',
      '*/*',
      'application/json',
      undefined,
    );
    const lastIds = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('0', '1', '-1', '1e3', 'abc', '9007199254740993', ' 2', ''),
      fc.nat(50).map(String),
      fc.string({ maxLength: 20 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    );
    const requests = fc.sample(
      fc.record({
        accept: accepts,
        header: lastIds,
        query: lastIds,
        token: fc.constantFrom(alice, paula, alice, 'Bearer not.a.token', undefined),
      }),
      { numRuns: 60, seed: SEED },
    );
    const tally = new Tally();
    const started = Date.now();
    for (const r of requests) {
      const headers: Record<string, string> = {};
      if (r.accept !== undefined) headers.accept = r.accept;
      if (r.header !== undefined) headers['last-event-id'] = r.header;
      if (r.token !== undefined) headers.authorization = r.token;
      const query = r.query === undefined ? '' : `?lastEventId=${encodeURIComponent(r.query)}`;
      const read = await readEventStream(`${baseUrl}/api/web/events${query}`, headers);
      const where = `GET /api/web/events`;
      if (read.timedOut) {
        tally.record(where, { status: 0, problem: `no answer in time ${JSON.stringify(r)}` });
        continue;
      }
      const outcome = judge(op, read);
      const wantsStream = String(r.accept ?? '')
        .toLowerCase()
        .includes('text/event-stream');
      const expected = !r.token || r.token.includes('not.a') ? 401 : wantsStream ? 200 : 406;
      if (read.status !== expected) outcome.problem ??= `${read.status}: expected ${expected}`;
      const resumed = [r.header ?? r.query].some((v) => Number(v) > 0 && Number.isSafeInteger(Number(v)));
      outcome.problem ??= streamProblem(read, resumed);
      const token = r.token === alice ? 'alice' : r.token === paula ? 'paula' : r.token;
      tally.record(where, outcome, JSON.stringify({ ...r, token }));
    }
    // Every stream the fuzzer closed is closed on the server too (no connection left open).
    let open = await connections();
    for (let i = 0; i < 100 && open > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      open = await connections();
    }
    report('event stream', tally, (Date.now() - started) / 1000, `; connections left open ${open}`);
    expect(open).toBe(0);
    // Some streams opened, so the stream path was exercised; how many depends on the seed (seed
    // 597787 draws exactly 10 of 60), so the bound only asks for some.
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0);
    expect(tally.counts.get(406) ?? 0).toBeGreaterThan(0);
    expect([...tally.problems.values()], `FUZZ_SEED=${SEED} replays it`).toEqual([]);
  }, 300_000);

  it(`answers ${MOCK_RUNS} mock calls generated from the item's document: 0 5xx, answers as it declares`, async () => {
    const itemDoc = petstore as unknown as typeof doc;
    const mockOps = operationsOf(itemDoc);
    const fuzzable = mockOps.filter((op) => !MOCK_NOT_FUZZED[opKey(op)]);
    const judgeMock = createJudge(itemDoc.components);
    // Requests off the document: another method, a path it has not, an item without a document.
    const offDocument: Operation = { ...fuzzable[0]!, responses: {}, mediaTypes: {}, headers: {} };
    // The document's security requirement names an API key header: the mock checks it is sent.
    const headers = { authorization: `Bearer ${await t.tokenFor('alice', 3600)}`, 'x-api-key': 'fuzz-key' };
    // The served-document pass learns ids from answers, so it can reach this item too and switch its
    // mock off, which left every mock call a 403 MOCK-OFF (FUZZ_SEED=617996): switched on again here.
    await setInteractiveDocsOverride(t.db, MOCK_ITEM, { allowedMock: true, allowedAPIKey: true });
    const perOp = Math.ceil(MOCK_RUNS / fuzzable.length);
    const tally = new Tally();
    const started = Date.now();
    for (const [i, op] of fuzzable.entries()) {
      const batch = fc.sample(requestArb(op, resolveIn(itemDoc)), { numRuns: perOp, seed: SEED + i });
      for (const req of batch) {
        const path = concreteUrl(req, pools);
        const url = `/api/mock/${MOCK_ITEM}${path}`;
        const answer = await inject(t.app, req, url, headers);
        if (answer === 'timeout') {
          tally.record(opKey(op), { status: 0, problem: `no answer in 30 s: ${url}` });
          continue;
        }
        // Judged as the operation the path reaches: an empty {petId} makes /pets/, which is /pets.
        const outcome = judgeMock(mockOperationAt(mockOps, op.method, path) ?? offDocument, answer);
        if (answer.headers['x-storefront-mock'] !== 'true' && answer.status < 400) {
          outcome.problem ??= `${answer.status}: no X-Storefront-Mock header`;
        }
        tally.record(opKey(op), outcome, describeRequest(req, url));
      }
    }
    const odd = fc.sample(
      fc.record({
        method: fc.constantFrom('GET', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS'),
        item: fc.constantFrom(MOCK_ITEM, 'fz-keep-3', 'no-such-item', '%E2%80%AE', 'x'.repeat(300)),
        path: fc.constantFrom('/pets', '/pets/1/extra', '/', '/unknown', '/pets/%2e%2e', '/pets/-1'),
      }),
      { numRuns: 40, seed: SEED },
    );
    for (const r of odd) {
      const url = `/api/mock/${r.item}${r.path}`;
      const req: FuzzRequest = { op: { ...offDocument, method: r.method }, path: {}, query: {} };
      const answer = await inject(t.app, req, url, headers);
      if (answer === 'timeout') continue;
      const declared = mockOps.find(
        (o) => o.method === r.method && o.path === r.path && r.item === MOCK_ITEM,
      );
      tally.record(
        `${r.method} (off the document)`,
        (declared ? judgeMock : judge)(declared ?? req.op, answer),
      );
    }
    const fuzzed = fuzzable.filter((op) => tally.ops.has(opKey(op))).length;
    report(
      'mock server',
      tally,
      (Date.now() - started) / 1000,
      `; operations fuzzed ${fuzzed} of ${mockOps.length} in the item's document`,
    );
    for (const [op, why] of Object.entries(MOCK_NOT_FUZZED)) console.log(`  not fuzzed: ${op}: ${why}`);
    expect(fuzzed).toBe(mockOps.length - Object.keys(MOCK_NOT_FUZZED).length);
    expect(tally.counts.get(200) ?? 0).toBeGreaterThan(0);
    expect([...tally.problems.values()], `FUZZ_SEED=${SEED} replays it`).toEqual([]);
  }, 600_000);

  it('answers every rate-limited write with the declared 429 (Retry-After, error shape) under low limits', async () => {
    const rateLimit = {
      windowMs: 60_000,
      writesPerUser: 2,
      writesPerAddress: 3,
      signInFailuresPerUsername: 0,
      signInFailuresPerAddress: 0,
    };
    const config: Config = { ...t.config, rateLimit };
    const app = await buildApp(config, t.handle, { logger: false });
    try {
      await app.ready();
      const limitedDoc = (await app.inject({ url: '/api/web/openapi.json' })).json() as typeof doc;
      const limitedOps = operationsOf(limitedDoc);
      const judgeLimited = createJudge(limitedDoc.components);
      const writes = limitedOps.filter((op) => isLimitedWrite(op.method, op.path));
      // Every write the limit counts declares its 429 with Retry-After; no other operation does, except
      // one with a limit of its own (key verification), which declares it with the limits off too.
      const ownLimit = new Set(
        operationsOf(doc)
          .filter((op) => op.headers['429'])
          .map(opKey),
      );
      for (const op of limitedOps) {
        const declares = Boolean(op.headers['429']?.['retry-after']);
        expect([opKey(op), declares]).toEqual([opKey(op), writes.includes(op) || ownLimit.has(opKey(op))]);
      }
      const alice = { authorization: `Bearer ${await t.tokenFor('alice', 3600)}` };
      const paula = { authorization: `Bearer ${await t.tokenFor('paula', 3600)}` };
      // The served-document pass may have picked a language for them (issue 31 answers problems in
      // it); this pass checks the English text, so both follow the browser (none sent) again.
      for (const headers of [alice, paula]) {
        const reset = await t.app.inject({
          method: 'PUT',
          url: '/api/web/my/store/preferences',
          headers,
          payload: { language: null },
        });
        expect(reset.statusCode).toBe(200);
      }
      const tally = new Tally();
      const started = Date.now();
      const sendLimited = async (op: Operation, req: FuzzRequest) => {
        const headers = op.path.startsWith('/api/provider/') ? paula : alice;
        const answer = await inject(app, req, concreteUrl(req, pools), headers);
        if (answer === 'timeout') return tally.record(opKey(op), { status: 0, problem: 'no answer' });
        const outcome = judgeLimited(op, answer);
        if (answer.status === 429) {
          const seconds = Number(answer.headers['retry-after']);
          const { detail } = JSON.parse(answer.body) as { detail: string };
          if (detail !== tooManyRequestsText(seconds) || seconds > 60) {
            outcome.problem ??= `429: detail ${detail} with Retry-After ${seconds}`;
          }
        }
        tally.record(opKey(op), outcome);
      };
      // Use up the address's writes, then every limited write must answer 429, whatever its input.
      for (let i = 0; i < rateLimit.writesPerAddress; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/web/my/store/recent/fz-keep-0/add',
          headers: i % 2 ? paula : alice,
        });
        expect(res.statusCode).toBe(200);
      }
      for (const [i, op] of writes.entries()) {
        const [req] = fc.sample(requestArb(op, resolveIn(limitedDoc)), { numRuns: 1, seed: SEED + i });
        // Plain path values: a URL the router refuses (414) or matches to no route never reaches
        // the limit, and this pass is about the limit, not the inputs.
        for (const name of Object.keys((req as FuzzRequest).path)) {
          (req as FuzzRequest).path[name] = name === 'id' || name === 'itemId' ? 'fz-keep-0' : '1';
        }
        await sendLimited(op, req as FuzzRequest);
      }
      const mock = await app.inject({ method: 'POST', url: '/api/mock/fz-keep-0/pets', headers: alice });
      const reads = limitedOps.filter((op) => op.method === 'GET' && !isStream(op));
      for (const op of reads) {
        await sendLimited(op, { op, path: { id: 'fz-keep-0', itemId: 'fz-keep-0' }, query: {} });
      }
      const limitedAnswers = writes.filter((op) => tally.ops.has(opKey(op))).length;
      report(
        'rate limits',
        tally,
        (Date.now() - started) / 1000,
        `; limited writes ${writes.length} of ${limitedOps.length} operations`,
      );
      expect(limitedAnswers).toBe(writes.length);
      expect(writes.length).toBeGreaterThan(60);
      // Every write is refused, no read is.
      expect(tally.counts.get(429)).toBe(writes.length);
      expect(mock.statusCode).toBe(429);
      expect(mock.headers['retry-after']).toMatch(/^\d+$/);
      expect(mock.json()).toEqual({
        code: 'HTTP-429',
        detail: tooManyRequestsText(Number(mock.headers['retry-after'])),
      });
      expect([...tally.problems.values()], `FUZZ_SEED=${SEED} replays it`).toEqual([]);
    } finally {
      await app.close();
    }
  }, 300_000);
});
