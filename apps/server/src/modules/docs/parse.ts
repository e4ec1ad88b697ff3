import { parse as parseYaml } from 'yaml';

/** A stored document's bytes to its value (JSON, or YAML as the importer accepted it). */
export function parseStoredDocument(content: Uint8Array, format: string): Record<string, unknown> {
  const text = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const value: unknown =
    format === 'json' ? JSON.parse(body) : parseYaml(body, { maxAliasCount: 10_000, merge: true });
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('The document is not an OpenAPI object.');
  }
  return value as Record<string, unknown>;
}

export type SpecFamily = 'swagger2' | 'openapi30' | 'openapi31';

export function specFamily(doc: Record<string, unknown>): SpecFamily {
  if (typeof doc.swagger === 'string') return 'swagger2';
  const v = typeof doc.openapi === 'string' ? doc.openapi : '';
  return v.startsWith('3.1') || v.startsWith('3.2') ? 'openapi31' : 'openapi30';
}
