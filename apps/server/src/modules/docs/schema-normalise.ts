type Obj = Record<string, unknown>;

const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'schemas',
  'paths',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'content',
  'securitySchemes',
  'dependentSchemas',
]);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);
/** Keys whose values are data, not schemas: never rewritten. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'x-example', 'x-examples']);

function validPattern(p: unknown): boolean {
  if (typeof p !== 'string') return false;
  try {
    new RegExp(p, 'u');
    return true;
  } catch {
    return false;
  }
}

const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'deprecated',
  'externalDocs',
  'xml',
]);
const isAnnotationOnly = (s: unknown) =>
  typeof s === 'object' &&
  s !== null &&
  Object.keys(s).every((k) => ANNOTATIONS.has(k) || k.startsWith('x-'));

function fixSchema(o: Obj) {
  // allOf: [{$ref}, {description}] is how many generators attach a description to a reference; the
  // annotation-only member constrains nothing, and samplers merge it badly (bounds get lost).
  if (Array.isArray(o.allOf) && o.allOf.length > 1) {
    const kept = o.allOf.filter((m) => !isAnnotationOnly(m));
    if (kept.length && kept.length < o.allOf.length) o.allOf = kept;
  }
  if (o.nullable === true || o['x-nullable'] === true) {
    if (typeof o.type === 'string') o.type = [o.type, 'null'];
    if (Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...o.enum, null];
  }
  // Ajv knows `nullable` itself and refuses it without `type` (GitHub's document has such schemas).
  if ('nullable' in o) delete o.nullable;
  for (const [bound, flag] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (o[flag] === true && typeof o[bound] === 'number') {
      o[flag] = o[bound];
      delete o[bound];
    } else if (typeof o[flag] === 'boolean') delete o[flag];
  }
  if (typeof o.type === 'string' && !JSON_TYPES.has(o.type)) delete o.type;
  if (Array.isArray(o.type) && !o.type.every((t) => typeof t === 'string' && JSON_TYPES.has(t)))
    delete o.type;
  if (
    o.required !== undefined &&
    !(Array.isArray(o.required) && o.required.every((r) => typeof r === 'string'))
  )
    delete o.required;
  if (o.pattern !== undefined && !validPattern(o.pattern)) delete o.pattern;
  for (const k of ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']) {
    if (o[k] !== undefined && !(Number.isInteger(o[k]) && (o[k] as number) >= 0)) delete o[k];
  }
  for (const k of ['minimum', 'maximum', 'multipleOf'])
    if (o[k] !== undefined && typeof o[k] !== 'number') delete o[k];
  if (o.multipleOf !== undefined && !((o.multipleOf as number) > 0)) delete o.multipleOf;
  if (o.items !== undefined && typeof o.items !== 'object' && typeof o.items !== 'boolean') delete o.items;
  if (
    o.additionalProperties !== undefined &&
    typeof o.additionalProperties !== 'object' &&
    typeof o.additionalProperties !== 'boolean'
  )
    delete o.additionalProperties;
  if (
    o.properties !== undefined &&
    (typeof o.properties !== 'object' || o.properties === null || Array.isArray(o.properties))
  )
    delete o.properties;
  for (const k of ['allOf', 'anyOf', 'oneOf'])
    if (o[k] !== undefined && !(Array.isArray(o[k]) && (o[k] as unknown[]).length)) delete o[k];
  if (o.enum !== undefined && !Array.isArray(o.enum)) delete o.enum;
}

/**
 * OpenAPI 2.0/3.0 schemas are a dialect of JSON Schema: `nullable`, boolean exclusive bounds,
 * `type: file`. Real documents also carry invalid keyword values (`required: true` on a property,
 * patterns in other regex dialects) that would stop Ajv compiling a whole document. This rewrites
 * the parsed document in place so Ajv can compile it; data (examples, defaults, enums) is untouched.
 */
export function normaliseForAjv(doc: unknown): void {
  // [node, isNameMap]: in a map of names (properties, schemas...) keys are names, not keywords.
  const stack: [unknown, boolean][] = [[doc, false]];
  const seen = new Set<object>();
  while (stack.length) {
    const [node, isMap] = stack.pop()!;
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const v of node) stack.push([v, false]);
      continue;
    }
    const o = node as Obj;
    if (
      !isMap &&
      ('type' in o || 'nullable' in o || 'properties' in o || 'items' in o || 'allOf' in o || 'pattern' in o)
    )
      fixSchema(o);
    for (const [k, v] of Object.entries(o)) {
      if (!isMap && (DATA_KEYS.has(k) || k.startsWith('x-'))) continue;
      if (v !== null && typeof v === 'object') stack.push([v, !isMap && NAME_MAPS.has(k)]);
    }
  }
}
