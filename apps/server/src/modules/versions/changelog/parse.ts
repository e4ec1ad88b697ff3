import { parse as parseYaml } from 'yaml';

type Obj = Record<string, unknown>;

/** A stored document's bytes to its value: JSON, or YAML as the importer accepted it. */
export function parseDocument(content: Uint8Array, format: string): Obj {
  const text = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const value: unknown =
    format === 'json' ? JSON.parse(body) : parseYaml(body, { maxAliasCount: 10_000, merge: true });
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('The document is not an OpenAPI object.');
  return value as Obj;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The operations of a document in document order (the Methods list of one version). */
export function listOperations(doc: Obj) {
  const out: { method: string; path: string; operationId?: string; summary: string; deprecated: boolean }[] =
    [];
  const paths = doc.paths;
  if (!paths || typeof paths !== 'object') return out;
  for (const [path, item] of Object.entries(paths as Obj)) {
    if (!item || typeof item !== 'object') continue;
    for (const method of METHODS) {
      const op = (item as Obj)[method] as Obj | undefined;
      if (!op || typeof op !== 'object') continue;
      out.push({
        method: method.toUpperCase(),
        path,
        ...(typeof op.operationId === 'string' && { operationId: op.operationId }),
        summary: typeof op.summary === 'string' ? op.summary : '',
        deprecated: op.deprecated === true,
      });
    }
  }
  return out;
}
