import type { Database } from '../../../db/connection.ts';
import { AppError, notFound } from '../../../errors.ts';
import { WeightedLru } from '../../../lib/lru.ts';
import { findVersionDocument, findVersionSha } from '../../versions/index.ts';
import { matchOperation } from '../operations.ts';
import { parseStoredDocument } from '../parse.ts';
import { findDocumentContent, findDocumentVersion } from '../repository.ts';
import { CompiledDocument } from './compiled-document.ts';
import {
  checkBody,
  checkParameters,
  type MockRequest,
  MockRequestError,
  type Violation,
} from './request-checks.ts';
import {
  type AnswerOptions,
  answerFor,
  type MockAnswer,
  MockNotAcceptable,
  MockUnservable,
} from './respond.ts';
import { checkSecurity } from './security.ts';

/** A refusal of the mock: the error, the violations it lists (400) and headers (401's challenge). */
export class MockError extends AppError {
  constructor(
    status: number,
    detail: string,
    readonly violations: Violation[] = [],
    headers?: Record<string, string>,
    code?: string,
  ) {
    super(status, detail, code, headers);
  }
}

function headerOf(req: MockRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
}

/** What the request asks of the answer: Accept, and Prefer's code and example (RFC 7240 tokens). */
export function answerOptions(req: MockRequest): AnswerOptions {
  const opts: AnswerOptions = { accept: headerOf(req, 'accept') };
  for (const pref of (headerOf(req, 'prefer') ?? '').split(/[,;]/)) {
    const m = /^\s*(code|example)\s*=\s*"?([^"]*)"?\s*$/i.exec(pref);
    if (m?.[2]) opts[m[1].toLowerCase() as 'code' | 'example'] = m[2];
  }
  return opts;
}

export const NO_DOCUMENT = 'This item has no API document to mock.';

/** Compiled documents by item and content hash; the weight is the stored document's size. */
const compiled = new WeightedLru<CompiledDocument>(64 * 1024 * 1024);
const compiling = new Map<string, Promise<CompiledDocument>>();

/**
 * The document version each item's mock answered from, read again after VERSION_TTL_MS: a mock
 * request then costs no database query (on PGlite that query was most of a mock answer's time),
 * and a replaced document is answered from within that time on every instance.
 */
export const VERSION_TTL_MS = 1000;
const versionsByDb = new WeakMap<Database, Map<string, { sha256: string; at: number }>>();
/**
 * Version reads in flight, per item: the requests that arrive while one is read wait for it rather
 * than each reading (under load, every mock request of the second after the TTL queued its own
 * read behind the others' database work).
 */
const readingByDb = new WeakMap<Database, Map<string, Promise<string | null>>>();

function mapOf<V>(maps: WeakMap<Database, Map<string, V>>, db: Database) {
  let map = maps.get(db);
  if (!map) {
    map = new Map();
    maps.set(db, map);
  }
  return map;
}

async function documentVersion(db: Database, itemId: string, now = Date.now()): Promise<string | null> {
  const versions = mapOf(versionsByDb, db);
  const hit = versions.get(itemId);
  if (hit && now - hit.at < VERSION_TTL_MS) return hit.sha256;
  const reading = mapOf(readingByDb, db);
  let pending = reading.get(itemId);
  if (!pending) {
    pending = (async () => {
      const version = await findDocumentVersion(db, itemId);
      if (!version) {
        versions.delete(itemId);
        return null;
      }
      if (versions.size >= 10_000) versions.clear();
      versions.set(itemId, { sha256: version.sha256, at: now });
      return version.sha256;
    })().finally(() => reading.delete(itemId));
    reading.set(itemId, pending);
  }
  return pending;
}

/**
 * The item's document compiled for the mock: the current one, or a named version's own document
 * (issue 28: a deprecated version is still served until it is retired, 410 after).
 */
export async function loadCompiled(
  db: Database,
  itemId: string,
  version?: string,
): Promise<CompiledDocument> {
  const sha256 = version ? await findVersionSha(db, itemId, version) : await documentVersion(db, itemId);
  if (!sha256) throw notFound(NO_DOCUMENT);
  // Keyed by content hash: a version equal to the current document shares its compiled form.
  const key = `${itemId}@${sha256}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  let pending = compiling.get(key);
  if (!pending) {
    pending = (async () => {
      const row = version
        ? await findVersionDocument(db, itemId, version)
        : await findDocumentContent(db, itemId);
      if (!row) throw notFound(NO_DOCUMENT);
      const doc = new CompiledDocument(parseStoredDocument(row.content, row.format));
      compiled.set(`${itemId}@${row.sha256}`, doc, row.content.byteLength);
      return doc;
    })().finally(() => compiling.delete(key));
    compiling.set(key, pending);
  }
  return pending;
}

/** Matches, validates and answers one mock request (spec: mock calls carry a bearer token). */
export async function serveMock(
  db: Database,
  itemId: string,
  req: MockRequest,
  version?: string,
): Promise<MockAnswer> {
  return answerRequest(await loadCompiled(db, itemId, version), req);
}

/** One request against a compiled document: the answer, or an AppError saying what is wrong. */
export function answerRequest(doc: CompiledDocument, req: MockRequest): MockAnswer {
  const match = matchOperation(doc.built.operations, req.method, req.path, (name) => {
    const h = req.headers[name.toLowerCase()];
    return req.query.get(name) ?? (Array.isArray(h) ? h[0] : h);
  });
  if (!match.op) {
    const broken = doc.built.broken.find((b) => b.key === `${req.method} ${req.path}`);
    if (broken)
      throw new MockError(
        501,
        `The mock server cannot answer ${broken.key}: ${broken.reason}`,
        [],
        undefined,
        'MOCK-UNSERVABLE',
      );
    if (match.pathMatched)
      throw new MockError(405, `The document has no ${req.method} operation for ${req.path}.`);
    throw new MockError(404, `No operation of the document matches ${req.method} ${req.path}.`);
  }
  const { op, pathValues } = match;
  const opts = answerOptions(req);
  try {
    const refusal = checkSecurity(doc, op, req);
    if (refusal) {
      const detail = `The request lacks the credentials ${op.key} requires: ${refusal.missing.join('; or ')}.`;
      const challenge = refusal.challenges.length
        ? { 'WWW-Authenticate': refusal.challenges.join(', ') }
        : undefined;
      // As the document would answer: its own 401 when it documents one.
      if (op.responses.some((r) => r.status === '401')) {
        try {
          const answer = answerFor(doc, op, { code: '401', accept: opts.accept });
          return { ...answer, headers: { ...answer.headers, ...challenge } };
        } catch {
          // its 401 cannot be made: the mock's own
        }
      }
      throw new MockError(
        401,
        detail,
        [{ location: ['security'], message: detail }],
        challenge,
        'MOCK-UNAUTHORIZED',
      );
    }
    const problems = [...checkParameters(doc, op, pathValues, req), ...checkBody(doc, op, req)];
    if (problems.length) {
      throw new MockError(
        400,
        `The request does not match ${op.key}: ${problems
          .slice(0, 20)
          .map((p) => p.message)
          .join('; ')}`,
        problems.slice(0, 100),
        undefined,
        'MOCK-INVALID-REQUEST',
      );
    }
    return answerFor(doc, op, opts);
  } catch (err) {
    if (err instanceof MockNotAcceptable) throw new MockError(406, err.message);
    if (err instanceof MockRequestError) throw new MockError(err.status, err.message);
    if (err instanceof MockUnservable) {
      throw new MockError(
        501,
        `The mock server cannot answer ${op.key}: ${err.message}`,
        [],
        undefined,
        'MOCK-UNSERVABLE',
      );
    }
    if (err instanceof AppError) throw err;
    // A schema Ajv cannot compile (invalid document content) is the document's fault, not ours.
    throw new MockError(
      501,
      `The mock server cannot answer ${op.key}: ${(err as Error).message}`,
      [],
      undefined,
      'MOCK-UNSERVABLE',
    );
  }
}
