import type { SchemaNode } from './model.ts';

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    if (!raw && ref === '#') break;
    if (!isObj(node) && !Array.isArray(node)) return undefined;
    let part = raw;
    try {
      part = decodeURIComponent(raw);
    } catch {
      // keep as written
    }
    node = (node as Obj)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** Follows $ref chains (parameters, responses, bodies) to the object, or null. */
export function deref(doc: unknown, value: unknown): Obj | null {
  let v = value;
  for (let i = 0; i < 20 && isObj(v) && typeof v.$ref === 'string'; i++) v = resolvePointer(doc, v.$ref);
  return isObj(v) ? v : null;
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;

const MAX_DEPTH = 8;

/**
 * A schema's view tree. Each $ref is expanded once per branch (a ref met again among its own
 * ancestors is marked circular) and a node budget bounds the tree, so cyclic and huge schemas
 * (GitHub's, Microsoft Graph's) render safely; what is cut can be fetched by ref on demand.
 */
export function schemaNode(
  doc: unknown,
  schema: unknown,
  budget = { left: 600 },
  seen: string[] = [],
  depth = 0,
): SchemaNode {
  if (!isObj(schema)) return { type: schema === true ? 'any' : 'never' };
  budget.left--;
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    if (seen.includes(ref)) return { ref: refName(ref), circular: true };
    if (budget.left <= 0 || depth >= MAX_DEPTH) return { ref: ref, collapsed: true, title: refName(ref) };
    const target = resolvePointer(doc, ref);
    if (target === undefined) return { ref: refName(ref), unresolved: ref };
    return { ...schemaNode(doc, target, budget, [...seen, ref], depth), ref: refName(ref) };
  }
  const node: SchemaNode = {};
  if (typeof schema.title === 'string') node.title = schema.title;
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : schema.type;
  if (Array.isArray(schema.type) && schema.type.includes('null')) node.nullable = true;
  if (schema.nullable === true || schema['x-nullable'] === true) node.nullable = true;
  if (typeof type === 'string') node.type = type;
  else if (Array.isArray(type) && type.length) node.type = type.join(' | ');
  if (typeof schema.format === 'string') node.format = schema.format;
  if (typeof schema.description === 'string') node.description = schema.description;
  if (Array.isArray(schema.enum)) node.enum = schema.enum.slice(0, 50).map((v) => JSON.stringify(v));
  if (schema.readOnly === true) node.readOnly = true;
  if (schema.writeOnly === true) node.writeOnly = true;
  const constraints: string[] = [];
  for (const k of [
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'minLength',
    'maxLength',
    'pattern',
    'minItems',
    'maxItems',
    'multipleOf',
    'default',
  ]) {
    if (schema[k] !== undefined && typeof schema[k] !== 'object')
      constraints.push(`${k}: ${String(schema[k])}`);
  }
  if (constraints.length) node.constraints = constraints;
  const next = (s: unknown) => schemaNode(doc, s, budget, seen, depth + 1);
  if (isObj(schema.properties)) {
    const required = Array.isArray(schema.required) ? schema.required : [];
    node.properties = Object.entries(schema.properties).map(([name, s]) => ({
      name,
      required: required.includes(name),
      node:
        budget.left > 0
          ? next(s)
          : {
              collapsed: true,
              ...(isObj(s) && typeof s.$ref === 'string' ? { ref: s.$ref, title: refName(s.$ref) } : {}),
            },
    }));
  }
  if (isObj(schema.additionalProperties)) node.additional = next(schema.additionalProperties);
  if (schema.items !== undefined) node.items = next(schema.items);
  for (const kind of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[kind])) node.variants = { kind, nodes: (schema[kind] as unknown[]).map(next) };
  }
  return node;
}
