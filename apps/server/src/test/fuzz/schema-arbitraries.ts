import fc from 'fast-check';

/**
 * fast-check arbitraries derived from a JSON schema of our OpenAPI document (the subset TypeBox
 * emits: type, enum, const, anyOf/oneOf/allOf, properties/required/additionalProperties, items,
 * min/max lengths and values, pattern, format). `fuzzed` mixes valid values (most of the time, so
 * requests reach the services) with boundary and invalid ones: wrong types, huge and unicode
 * strings, negative and out-of-range numbers, missing required and extra fields.
 */
export type Schema = Record<string, unknown>;
export type Resolve = (ref: string) => Schema;

const HUGE = 70_000;
const oddStrings = [
  '',
  ' ',
  '\u0000',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00%ff',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\uD83D\uDE00\u200B\u202E',
  '\uD800',
  'null',
  '-1',
  '1e309',
  'NaN',
  '{}',
];
const oddNumbers = [-1, -0, 0, 0.5, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, -1e308, 1e308, Number.MAX_SAFE_INTEGER];

function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (Array.isArray(t)) return t as string[];
  return typeof t === 'string' ? [t] : [];
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' ? v : undefined;
}

/** Values of a type other than the schema's own. */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const own = typesOf(schema);
  const all: [string, unknown][] = [
    ['string', 'x'],
    ['number', 42.5],
    ['integer', 7],
    ['boolean', true],
    ['null', null],
    ['array', ['a', 1]],
    ['object', { a: 1 }],
  ];
  const others = all.filter(([t]) => !own.includes(t) && !(t === 'integer' && own.includes('number')));
  return fc.constantFrom(...others.map(([, v]) => v));
}

function stringArb(schema: Schema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = Math.min(num(schema.maxLength) ?? 40, 40);
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern);
    const cap = num(schema.maxLength) ?? Number.POSITIVE_INFINITY;
    return fc
      .stringMatching(re)
      .filter((s) => s.length <= cap && s.length >= minLength)
      .map((s) => s);
  }
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc
        .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  const lo = Math.min(minLength, maxLength);
  const hi = Math.max(minLength, maxLength);
  const boundary = num(schema.maxLength);
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: lo, maxLength: hi }) },
    { weight: 2, arbitrary: fc.string({ minLength: lo, maxLength: hi, unit: 'grapheme' }) },
    {
      weight: 1,
      arbitrary:
        boundary !== undefined && boundary <= HUGE
          ? fc.constant('é'.repeat(boundary))
          : fc.constant('y'.repeat(Math.max(minLength, 1))),
    },
  );
}

function numberArb(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -1_000_001) + 1;
  const max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) ?? 1_000_001) - 1;
  const lo = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  const body = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  const edges = [lo, hi].map((v) => (integer ? Math.round(v) : v));
  return fc.oneof({ weight: 5, arbitrary: body }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

export function validArb(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return validArb(resolve(schema.$ref), resolve, depth);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union?.length) return fc.oneof(...union.map((s) => validArb(s, resolve, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    return validArb(Object.assign({}, ...(schema.allOf as Schema[])), resolve, depth);
  }
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validArb({ ...schema, type }, resolve, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? 4, depth > 2 ? 1 : 4));
      return fc.array(fuzzed(items, resolve, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArb(schema, resolve, depth);
  }
  if (schema.properties) return objectArb(schema, resolve, depth);
  return fc.jsonValue({ maxDepth: 2 });
}

function objectArb(schema: Schema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const entries = Object.entries(props);
  if (depth > 4) {
    const minimal: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [k, s] of entries) if (required.has(k)) minimal[k] = validArb(s, resolve, depth + 1);
    return fc.record(minimal);
  }
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, s] of entries) shape[k] = fuzzed(s, resolve, depth + 1);
  return fc.record(shape, { requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)) });
}

export function invalidArb(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = typeof schema.$ref === 'string' ? resolve(schema.$ref) : schema;
  const options: fc.Arbitrary<unknown>[] = [
    wrongType(s),
    fc.constantFrom(...oddStrings),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constant(`${'\u{1F600}'.repeat(HUGE / 2)}`),
  ];
  const types = typesOf(s);
  if (types.includes('integer') || types.includes('number')) {
    options.push(fc.constantFrom(...oddNumbers));
    const min = num(s.minimum);
    const max = num(s.maximum);
    if (min !== undefined) options.push(fc.constant(min - 1));
    if (max !== undefined) options.push(fc.constant(max + 1));
  }
  if (types.includes('string')) {
    const max = num(s.maxLength);
    if (max !== undefined) options.push(fc.constant('z'.repeat(Math.min(max + 1, HUGE + 1))));
    options.push(fc.constant('x'.repeat(HUGE)));
  }
  if (types.includes('object') || s.properties) {
    const valid = validArb(s, resolve, depth + 1);
    const required = (s.required ?? []) as string[];
    if (required.length) {
      options.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
          const copy = { ...(v as Record<string, unknown>) };
          delete copy[k];
          return copy;
        }),
      );
    }
    options.push(
      fc
        .tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }))
        .map(([v, k, x]) => ({ ...(v as object), [k]: x, __proto__x: 1 })),
    );
  }
  if (types.includes('array')) {
    options.push(fc.constant(Array.from({ length: 2_000 }, (_, i) => `v${i}`)));
    options.push(fc.array(wrongType((s.items as Schema) ?? {}), { minLength: 1, maxLength: 3 }));
  }
  return fc.oneof(...options);
}

/** Mostly valid, sometimes boundary or invalid: a value for one field. */
export function fuzzed(schema: Schema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validArb(schema, resolve, depth) },
    { weight: 1, arbitrary: invalidArb(schema, resolve, depth) },
  );
}
