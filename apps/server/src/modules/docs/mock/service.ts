import type { Database } from '../../../db/connection.ts';
import { AppError, notFound } from '../../../errors.ts';
import { WeightedLru } from '../../../lib/lru.ts';
import { matchOperation } from '../operations.ts';
import { parseStoredDocument } from '../parse.ts';
import { findDocumentContent, findDocumentVersion } from '../repository.ts';
import { CompiledDocument } from './compiled-document.ts';
import { checkBody, checkParameters, type MockRequest, MockRequestError } from './request-checks.ts';
import { answerFor, type MockAnswer, MockUnservable } from './respond.ts';

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

export async function loadCompiled(db: Database, itemId: string): Promise<CompiledDocument> {
  const sha256 = await documentVersion(db, itemId);
  if (!sha256) throw notFound(NO_DOCUMENT);
  const key = `${itemId}@${sha256}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  let pending = compiling.get(key);
  if (!pending) {
    pending = (async () => {
      const row = await findDocumentContent(db, itemId);
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
export async function serveMock(db: Database, itemId: string, req: MockRequest): Promise<MockAnswer> {
  return answerRequest(await loadCompiled(db, itemId), req);
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
      throw new AppError(
        501,
        `The mock server cannot answer ${broken.key}: ${broken.reason}`,
        'MOCK-UNSERVABLE',
      );
    if (match.pathMatched)
      throw new AppError(405, `The document has no ${req.method} operation for ${req.path}.`);
    throw notFound(`No operation of the document matches ${req.method} ${req.path}.`);
  }
  const { op, pathValues } = match;
  try {
    const problems = [...checkParameters(doc, op, pathValues, req), ...checkBody(doc, op, req)];
    if (problems.length) {
      throw new AppError(400, `The request does not match ${op.key}: ${problems.slice(0, 20).join('; ')}`);
    }
    return answerFor(doc, op);
  } catch (err) {
    if (err instanceof MockRequestError) throw new AppError(err.status, err.message);
    if (err instanceof MockUnservable) {
      throw new AppError(501, `The mock server cannot answer ${op.key}: ${err.message}`, 'MOCK-UNSERVABLE');
    }
    if (err instanceof AppError) throw err;
    // A schema Ajv cannot compile (invalid document content) is the document's fault, not ours.
    throw new AppError(
      501,
      `The mock server cannot answer ${op.key}: ${(err as Error).message}`,
      'MOCK-UNSERVABLE',
    );
  }
}
