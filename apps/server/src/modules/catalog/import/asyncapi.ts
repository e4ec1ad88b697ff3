import type { Parser as AsyncApiParser } from '@asyncapi/parser';
import { cleanText, type ExtractedApi, type ExtractedOperation } from './extract.ts';
import { invalid } from './import-rejected.ts';
import { isInternalRef, showPointer } from './json-pointer.ts';
import { isObject } from './parse-document.ts';
import type { RefSite } from './walk.ts';

/** The interface type an AsyncAPI document's item gets unless its metadata names another. */
export const ASYNCAPI_INTERFACE_TYPE = 'AsyncAPI';
/** What item_documents.spec_version holds for AsyncAPI documents (OpenAPI's is the bare number). */
export const asyncApiSpecVersion = (version: string) => `AsyncAPI ${version}`;

export function isAsyncApiDocument(doc: unknown): doc is Record<string, unknown> {
  return (
    isObject(doc) && doc.asyncapi !== undefined && doc.openapi === undefined && doc.swagger === undefined
  );
}

/** The declared AsyncAPI version, when it is one the parser reads (2.0.0 to 2.6.0, 3.0.0, 3.1.0). */
export function asyncApiVersion(doc: Record<string, unknown>): string {
  const v = String(doc.asyncapi);
  if (/^[23]\.\d+\.\d+$/.test(v)) return v;
  throw invalid(`AsyncAPI ${v} is not supported (AsyncAPI 2.x and 3.x are)`);
}

/**
 * Remote refs are refused rather than kept as a warning (as OpenAPI's are): the parser resolves
 * every ref to validate, and a server-side fetch of a provider-named URL is an SSRF hole.
 */
export function checkAsyncApiRefs(refs: RefSite[]) {
  const remote = refs.find((r) => !isInternalRef(r.ref));
  if (remote)
    throw invalid(
      `external $ref "${remote.ref}" at ${showPointer(remote.path)} is not fetched: AsyncAPI documents must be self-contained`,
    );
}

let parser: Promise<AsyncApiParser> | undefined;

/**
 * One parser per process, loaded on the first AsyncAPI document: the parser and its Spectral
 * rulesets weigh ~50 MB of modules and half a second to build, which OpenAPI-only imports and the
 * server's start never pay. Its file and http readers are replaced: no ref may reach the disk or
 * the network (checkAsyncApiRefs already refuses them; this holds even if a ref slips past).
 */
function getParser(): Promise<AsyncApiParser> {
  parser ??= import('@asyncapi/parser').then(({ Parser }) => {
    const refuse = (uri: { toString(): string }) =>
      JSON.stringify({ 'x-storefront-refused-ref': `external $ref ${String(uri)} is not fetched` });
    return new Parser({
      __unstable: {
        resolver: {
          cache: false,
          resolvers: ['file', 'http', 'https'].map((schema) => ({ schema, order: 1, read: refuse })),
        },
      },
    });
  });
  return parser;
}

const MAX_PROBLEMS_SHOWN = 3;

/**
 * Validates an AsyncAPI 2.x/3.x document with @asyncapi/parser (JSON Schema of the version plus
 * the spec's own rules) and reads its name and operations. Errors reject the document, naming the
 * first problems and where they are; warnings (style hints such as "should have a license") do not.
 */
export async function extractAsyncApi(
  doc: Record<string, unknown>,
  version: string,
  fallbackName: string,
): Promise<ExtractedApi> {
  const { document, diagnostics } = await (await getParser()).parse(doc as never);
  const errors = diagnostics.filter((d) => d.severity === 0);
  if (!document || errors.length) {
    const shown = errors
      .slice(0, MAX_PROBLEMS_SHOWN)
      .map((d) => `${d.message} at ${showPointer(d.path as (string | number)[])}`);
    const more =
      errors.length > MAX_PROBLEMS_SHOWN ? ` (and ${errors.length - MAX_PROBLEMS_SHOWN} more)` : '';
    const problems = `${shown.join('; ') || 'the parser could not read it'}${more}`;
    throw invalid(`not a valid AsyncAPI ${version} document: ${problems}`);
  }
  const info = document.info();
  const warnings: string[] = [];
  let name = cleanText(info.title(), 2000).replace(/\s+/g, ' ').slice(0, 500);
  if (!name) {
    name = fallbackName.slice(0, 500) || 'Untitled API';
    warnings.push(`info.title is empty; named "${name}" after the file`);
  }
  const all = document.operations().all();
  // 3.x operations are keyed by id; a 2.x operation has an id only when it declares an operationId.
  const idOf = (op: (typeof all)[number]) =>
    version.startsWith('2.') ? cleanText(op.json().operationId, 500) : cleanText(op.id(), 500);
  const idCount = new Map<string, number>();
  for (const op of all) idCount.set(idOf(op), (idCount.get(idOf(op)) ?? 0) + 1);
  const operations: ExtractedOperation[] = all.map((op) => {
    // The application's view, as AsyncAPI 3 says it (2.x's publish is what the application receives).
    const behaviour = op.isSend() ? 'SEND' : 'RECEIVE';
    const address = op.channels().all()[0]?.address() ?? '';
    const id = idOf(op);
    const summary = cleanText(op.summary(), 500);
    return {
      name: (id && idCount.get(id) === 1 ? id : '') || summary || `${behaviour} ${address}`.slice(0, 500),
      description: cleanText(op.description(), 100_000) || summary,
      uri: cleanText(address, 2000),
      behaviour,
    };
  });
  return {
    name,
    description: cleanText(info.description()),
    version: cleanText(info.version(), 200),
    operations,
    categories: [],
    warnings,
  };
}
