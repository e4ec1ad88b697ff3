import path from 'node:path';
import { stringify as stringifyYaml } from 'yaml';
import { bundleExternalRefs, isFileRef } from './external-refs.ts';
import { type ExtractedApi, extractApi } from './extract.ts';
import { invalid } from './import-rejected.ts';
import { isInternalRef, resolveInternal, showPointer } from './json-pointer.ts';
import type { ImportLimits } from './limits.ts';
import { type DocumentFormat, decodeText, detectSpecVersion, parseText } from './parse-document.ts';
import { walkDocument } from './walk.ts';

export interface AnalysedDocument {
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

/** Everything the importer needs from one document, without touching the database. */
export function analyseDocument(input: AnalyseInput): AnalysedDocument {
  const { content, limits } = input;
  const { value: doc, format } = parseText(decodeText(content, limits), limits);
  const spec = detectSpecVersion(doc);
  const root = doc as Record<string, unknown>;
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
    try {
      resolveInternal(root, site.ref, budget);
    } catch (err) {
      throw invalid(`${(err as Error).message} at ${showPointer(site.path)}`);
    }
  }
  const api = extractApi(root, path.basename(input.file).replace(/\.(json|ya?ml)$/i, ''));
  api.warnings.push(...warnings.slice(0, 20));
  const stored =
    externalFiles.length === 0
      ? content
      : Buffer.from(
          format === 'json'
            ? JSON.stringify(root, null, 2)
            : stringifyYaml(root, { aliasDuplicateObjects: false }),
        );
  return { api, format, specVersion: spec.version, stored, externalFiles };
}
