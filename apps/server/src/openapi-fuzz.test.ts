import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRateLimitConfig } from './config.ts';
import { makeAttachment } from './modules/catalog/details/test-factories.ts';
import { insertDimensions, insertItem, insertTaxonomy } from './modules/catalog/search/test-factories.ts';
import { petstore, putDocument } from './modules/docs/test-fixtures.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import {
  concreteUrl,
  type FuzzRequest,
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
 * match the schema declared for its status; an undeclared status passes only as an error in the
 * common { code, detail } shape. FUZZ_RUNS (default 5000) sets the number of requests, FUZZ_SEED
 * replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 5000);
const SEED = Number(process.env.FUZZ_SEED || Date.now() % 1_000_000);

let t: TestApp;
let doc: { paths: Record<string, Record<string, Schema>>; components?: Schema };
const pools = new ValuePools();
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();
const errorShape = ajv.compile({
  type: 'object',
  required: ['code', 'detail'],
  properties: { code: { type: 'string', minLength: 1 }, detail: { type: 'string' } },
});

const KEEP = Array.from({ length: 12 }, (_, i) => `fz-keep-${i}`);
const DOOMED = Array.from({ length: 12 }, (_, i) => `fz-doomed-${i}`);

beforeAll(async () => {
  // The fuzzer measures answers, not the write limits (which would turn most writes into 429s).
  const rateLimit = readRateLimitConfig({
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: '1000000',
  });
  t = await createTestApp({ conversations: { postIntervalMs: 0 }, rateLimit });
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
}, 600_000);
afterAll(() => t?.close());

function resolve(ref: string): Schema {
  const parts = ref.replace(/^#\//, '').split('/');
  let node: unknown = doc;
  for (const p of parts) node = (node as Record<string, unknown>)[p];
  return node as Schema;
}

function validatorFor(op: Operation, status: string, schema: Schema): ValidateFunction {
  const id = `${op.method} ${op.path} ${status}`;
  let v = validators.get(id);
  if (!v) {
    v = ajv.compile({ ...schema, components: doc.components });
    validators.set(id, v);
  }
  return v;
}

type Outcome = { status: number; problem?: string };

/** Judges one answer against the document: 5xx, undeclared status, or a body off its schema. */
function judge(op: Operation, status: number, contentType: string, body: string): Outcome {
  if (status >= 500) return { status, problem: `${status}: ${body.slice(0, 200)}` };
  const isJson = contentType.includes('json');
  let parsed: unknown;
  if (isJson && body) {
    try {
      parsed = JSON.parse(body);
    } catch {
      return { status, problem: `${status}: body is not JSON (${contentType})` };
    }
  }
  const key = String(status);
  if (!(key in op.responses)) {
    if (status >= 400 && errorShape(parsed)) return { status };
    return { status, problem: `${status} not declared: ${body.slice(0, 160)}` };
  }
  const schema = op.responses[key];
  if (!schema) return { status };
  if (status === 204 || status === 304) return { status };
  if (!isJson) return { status, problem: `${status}: declared JSON, got ${contentType}` };
  const validate = validatorFor(op, key, schema);
  if (validate(parsed)) {
    if (status < 300) pools.harvest(parsed);
    return { status };
  }
  const e = validate.errors?.[0];
  return { status, problem: `${status}: ${e?.instancePath} ${e?.message} (${body.slice(0, 120)})` };
}

async function send(req: FuzzRequest, headers: Record<string, string>): Promise<Outcome> {
  const url = concreteUrl(req, pools);
  const h: Record<string, string> = { ...headers };
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
    t.app.inject({ method: req.op.method as 'GET', url, query: req.query, headers: h, payload }),
    timeout,
  ]);
  clearTimeout(timer);
  if (res === 'timeout') return { status: 0, problem: `no answer in 30 s: ${req.op.method} ${url}` };
  const outcome = judge(req.op, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
  if (outcome.problem)
    outcome.problem += ` [${url.slice(0, 160)} ${payload?.toString().slice(0, 160) ?? ''}]`;
  return outcome;
}

describe('schema-driven fuzzing of the served OpenAPI document', () => {
  it(`answers ${RUNS} generated requests with 0 5xx and 0 responses off their declared schema`, async () => {
    const ops = operationsOf(doc);
    const paths = new Set(ops.map((o) => o.path));
    // The document must cover both APIs, or the generation silently shrank.
    expect([...paths].some((p) => p.startsWith('/api/provider/'))).toBe(true);
    expect(ops.length).toBeGreaterThan(100);
    const alice = { authorization: `Bearer ${await t.tokenFor('alice', 3600)}` };
    const paula = { authorization: `Bearer ${await t.tokenFor('paula', 3600)}` };
    const headersOf = (op: Operation) => (op.path.startsWith('/api/provider/') ? paula : alice);

    // Warm-up: a valid GET of each collection, so the pools hold real keys, orders and ids.
    for (const op of ops.filter((o) => o.method === 'GET')) {
      for (const id of KEEP.slice(0, 2)) {
        await send({ op, path: { id, itemId: id }, query: {} }, headersOf(op));
      }
    }

    const perOp = Math.ceil(RUNS / ops.length);
    const batches = ops.map((op, i) => {
      const safe = { ...op };
      return fc.sample(requestArb(safe, resolve), { numRuns: perOp, seed: SEED + i });
    });
    const counts = new Map<number, number>();
    const problems = new Map<string, string>();
    const started = Date.now();
    let total = 0;
    for (let round = 0; round < perOp; round++) {
      for (const [i, op] of ops.entries()) {
        const req = batches[i]?.[round];
        if (!req) continue;
        // Deletes aim at their own rows, so the rest of the run still finds the kept items.
        if (op.method === 'DELETE' && typeof req.path.id === 'object') {
          req.path.id = DOOMED[req.path.id.n % DOOMED.length] as string;
        }
        const outcome = await send(req, headersOf(op));
        total++;
        counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
        if (outcome.problem) {
          const where = `${op.method} ${op.path}`;
          const first = outcome.problem.split(':')[0] ?? '';
          if (!problems.has(`${where} ${first}`))
            problems.set(`${where} ${first}`, `${where} -> ${outcome.problem}`);
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const byStatus = [...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(
      `fuzz: ${total} requests over ${ops.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); ` +
        `by status ${byStatus}; problems ${problems.size}`,
    );
    for (const p of problems.values()) console.log(`  ${p}`);
    expect(total).toBeGreaterThanOrEqual(RUNS);
    expect([...problems.values()]).toEqual([]);
  }, 1_800_000);
});
