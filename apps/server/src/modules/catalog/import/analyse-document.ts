import path from 'node:path';
import { stringify as stringifyYaml } from 'yaml';
import { asyncApiSpecVersion, asyncApiVersion, checkAsyncApiRefs, isAsyncApiDocument } from './asyncapi.ts';
import { parseAsyncApi } from './asyncapi-pool.ts';
import { bundleExternalRefs, isFileRef } from './external-refs.ts';
import { type ExtractedApi, extractApi } from './extract.ts';
import { isInternalRef, resolveInternal, showPointer } from './json-pointer.ts';
import type { ImportLimits } from './limits.ts';
import {
  type DocumentFormat,
  decodeText,
  detectSpecVersion,
  type ParsedText,
  parseText,
} from './parse-document.ts';
import { walkDocument } from './walk.ts';

export interface AnalysedDocument {
  /** OpenAPI (and Swagger 2.0) or AsyncAPI: sets the item's default interface type. */
  kind: 'openapi' | 'asyncapi';
  api: ExtractedApi;
  format: DocumentFormat;
  specVersion: string;
  /** What to store for download: the original bytes, or the bundled document if it had file refs. */
  stored: Buffer;
  /** Files (relative to the root) that were inlined. */
  externalFiles: string[];
}

export interface AnalyseInput {
  content: Buffer;
  /** Absolute path of the document (virtual if uploaded). */
  file: string;
  rootDir: string | undefined;
  limits: ImportLimits;
}

/**
 * Everything the importer needs from one document, without touching the database: OpenAPI and
 * Swagger 2.0 here, AsyncAPI 2.x/3.x through @asyncapi/parser (which is asynchronous).
 */
export async function analyseAnyDocument(input: AnalyseInput): Promise<AnalysedDocument> {
  const parsed = parseText(decodeText(input.content, input.limits), input.limits);
  if (!isAsyncApiDocument(parsed.value)) return analyseParsed(parsed, input);
  const root = parsed.value;
  const version = asyncApiVersion(root);
  const { refs, externalFiles } = bundleFiles(root, input);
  checkAsyncApiRefs(refs);
  // Bytes first: the parser annotates the object it is given (x-parser-* keys).
  const stored = storedBytes(root, parsed.format, input.content, externalFiles);
  // @asyncapi/parser on a worker thread: seconds of CPU for a large document (asyncapi-pool.ts).
  const api = await parseAsyncApi(root, version, fallbackName(input.file));
  return {
    kind: 'asyncapi',
    api,
    format: parsed.format,
    specVersion: asyncApiSpecVersion(version),
    stored,
    externalFiles,
  };
}

/** OpenAPI 3.0/3.1 and Swagger 2.0 only (synchronous; AsyncAPI documents are refused). */
export function analyseDocument(input: AnalyseInput): AnalysedDocument {
  return analyseParsed(parseText(decodeText(input.content, input.limits), input.limits), input);
}

const fallbackName = (file: string) => path.basename(file).replace(/\.(json|ya?ml)$/i, '');

/** Inlines relative-file $refs (see external-refs.ts); the document's refs after that. */
function bundleFiles(root: Record<string, unknown>, input: AnalyseInput) {
  const { content, limits } = input;
  let refs = walkDocument(root, limits.maxDepth);
  let externalFiles: string[] = [];
  if (refs.some((r) => isFileRef(r.ref))) {
    externalFiles = bundleExternalRefs(root, {
      mainFile: input.file,
      rootDir: input.rootDir,
      limits,
      mainBytes: content.length,
    });
    refs = walkDocument(root, limits.maxDepth);
  }
  return { refs, externalFiles };
}

/** The original bytes, or the bundled document when file refs were inlined. */
function storedBytes(
  root: Record<string, unknown>,
  format: DocumentFormat,
  content: Buffer,
  externalFiles: string[],
): Buffer {
  if (externalFiles.length === 0) return content;
  return Buffer.from(
    format === 'json' ? JSON.stringify(root, null, 2) : stringifyYaml(root, { aliasDuplicateObjects: false }),
  );
}

function analyseParsed({ value: doc, format }: ParsedText, input: AnalyseInput): AnalysedDocument {
  const { content, limits } = input;
  const spec = detectSpecVersion(doc);
  const root = doc as Record<string, unknown>;
  const { refs, externalFiles } = bundleFiles(root, input);
  const budget = { left: limits.maxRefResolutions };
  const checked = new Set<string>();
  const warnings: string[] = [];
  for (const site of refs) {
    if (checked.has(site.ref)) continue;
    checked.add(site.ref);
    if (!isInternalRef(site.ref)) {
      warnings.push(`remote $ref "${site.ref}" at ${showPointer(site.path)} was not fetched`);
      continue;
    }
    resolveInternal(root, site.ref, budget, site.path);
  }
  const api = extractApi(root, fallbackName(input.file));
  api.warnings.push(...warnings.slice(0, 20));
  const stored = storedBytes(root, format, content, externalFiles);
  return { kind: 'openapi', api, format, specVersion: spec.version, stored, externalFiles };
}
