import type { SpecFamily } from './parse.ts';
import { escapePointer, follow, isObj } from './pointer.ts';

type Obj = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A schema for Ajv and the sampler: by pointer into the document, or built inline. */
export type SchemaRef = { pointer: string } | { inline: Obj };

export interface ParamSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: SchemaRef | null;
  example?: unknown;
  explode: boolean;
  /** Serialised as JSON text (`content: application/json` instead of `schema`). */
  json?: boolean;
}

export interface MediaSpec {
  type: string;
  schema: SchemaRef | null;
  /** The document's own example, when it has one. */
  example?: unknown;
  hasExample: boolean;
  /** Named examples (OpenAPI 3 `examples`), for `Prefer: example=name`. */
  examples?: Record<string, unknown>;
}

export interface HeaderSpec {
  name: string;
  schema: SchemaRef | null;
  example?: unknown;
}

export interface ResponseSpec {
  status: string;
  media: MediaSpec[];
  headers: HeaderSpec[];
}

export interface OperationSpec {
  key: string;
  method: string;
  /** The path as the document writes it (may carry a '#name=value' discriminator, or '#name': present). */
  path: string;
  /** The path requests use. */
  requestPath: string;
  discriminator: { name: string; value: string } | null;
  pathNames: string[];
  regex: RegExp;
  literalLength: number;
  params: ParamSpec[];
  body: { required: boolean; media: MediaSpec[] } | null;
  responses: ResponseSpec[];
  /** The security requirements in force (the operation's, else the document's), as written. */
  security: unknown[];
}

/** Pointer segments are escaped (RFC 6901) and percent-encoded (they sit in a URI fragment for Ajv). */
export const seg = (s: string) => encodeURIComponent(escapePointer(s));

const PARAM_SCHEMA_KEYS = [
  'type',
  'format',
  'items',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
  'default',
];

/** A Swagger 2.0 non-body parameter is its own schema; Ajv needs just the schema keywords. */
function swaggerParamSchema(p: Obj): Obj {
  const schema: Obj = {};
  for (const k of PARAM_SCHEMA_KEYS) if (p[k] !== undefined) schema[k] = p[k];
  if (schema.type === 'file') delete schema.type;
  return schema;
}

function templateRegex(path: string): { regex: RegExp; names: string[]; literalLength: number } {
  const names: string[] = [];
  let literalLength = 0;
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const m = /^\{([^}]+)\}$/.exec(part);
      if (m) {
        names.push(m[1]);
        return '([^/]+)';
      }
      literalLength += part.length;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  // One trailing '/' is optional; a path written with two ('/wms//', beside '/wms/') keeps one.
  return { regex: new RegExp(`^${source.replace(/\/$/, '')}/?$`), names, literalLength };
}

function mergeParams(doc: Obj, pathItem: Obj, op: Obj, pathPtr: string, opPtr: string) {
  const byKey = new Map<string, { value: Obj; pointer: string }>();
  const add = (list: unknown, base: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((p, i) => {
      const r = follow(doc, p, `${base}/parameters/${i}`);
      byKey.set(`${r.value.in}:${String(r.value.name)}`, r);
    });
  };
  add(pathItem.parameters, pathPtr);
  add(op.parameters, opPtr);
  return [...byKey.values()];
}

function exampleOf(
  doc: Obj,
  media: Obj,
): { example?: unknown; hasExample: boolean; examples?: Record<string, unknown> } {
  const named: Record<string, unknown> = {};
  if (isObj(media.examples)) {
    for (const [name, ex] of Object.entries(media.examples)) {
      try {
        const r = follow(doc, ex, '#');
        if ('value' in r.value) named[name] = r.value.value;
      } catch {
        // an unusable named example: left out
      }
    }
  }
  const examples = Object.keys(named).length ? { examples: named } : {};
  if ('example' in media) return { example: media.example, hasExample: true, ...examples };
  const first = Object.values(named)[0];
  if (Object.keys(named).length) return { example: first, hasExample: true, ...examples };
  return { hasExample: false };
}

function headers3(doc: Obj, headers: unknown, base: string): HeaderSpec[] {
  if (!isObj(headers)) return [];
  const out: HeaderSpec[] = [];
  for (const [name, raw] of Object.entries(headers)) {
    try {
      const { value, pointer } = follow(doc, raw, `${base}/headers/${seg(name)}`);
      const schema = value.schema === undefined ? null : { pointer: `${pointer}/schema` };
      out.push({ name, schema, ...('example' in value ? { example: value.example } : {}) });
    } catch {
      // an unresolvable header: not generated
    }
  }
  return out;
}

function content3(doc: Obj, content: unknown, base: string): MediaSpec[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([type, media]) => {
    const m = isObj(media) ? media : {};
    return {
      type,
      schema: m.schema === undefined ? null : { pointer: `${base}/content/${seg(type)}/schema` },
      ...exampleOf(doc, m),
    };
  });
}

function build3(
  doc: Obj,
  path: string,
  method: string,
  pathItem: Obj,
  op: Obj,
  pathPtr: string,
): OperationSpec {
  const opPtr = `${pathPtr}/${method}`;
  const params: ParamSpec[] = mergeParams(doc, pathItem, op, pathPtr, opPtr).map(({ value, pointer }) => {
    let schema: SchemaRef | null = value.schema === undefined ? null : { pointer: `${pointer}/schema` };
    let json = false;
    if (!schema && isObj(value.content)) {
      const media = content3(doc, value.content, pointer)[0];
      schema = media?.schema ?? null;
      json = !!media && /^application\/(.+\+)?json$/i.test(media.type.split(';')[0].trim());
    }
    const style = value.style ?? (value.in === 'query' || value.in === 'cookie' ? 'form' : 'simple');
    return {
      name: String(value.name),
      in: value.in as ParamSpec['in'],
      required: value.required === true || value.in === 'path',
      schema,
      ...('example' in value ? { example: value.example } : {}),
      explode: typeof value.explode === 'boolean' ? value.explode : style === 'form',
      ...(json ? { json } : {}),
    };
  });
  let body: OperationSpec['body'] = null;
  if (op.requestBody !== undefined) {
    const r = follow(doc, op.requestBody, `${opPtr}/requestBody`);
    body = { required: r.value.required === true, media: content3(doc, r.value.content, r.pointer) };
  }
  const responses: ResponseSpec[] = [];
  if (isObj(op.responses)) {
    for (const status of Object.keys(op.responses)) {
      const r = follow(doc, op.responses[status], `${opPtr}/responses/${seg(status)}`);
      responses.push({
        status,
        media: content3(doc, r.value.content, r.pointer),
        headers: headers3(doc, r.value.headers, r.pointer),
      });
    }
  }
  return finish(method, path, params, body, responses, securityOf(doc, op));
}

function build2(
  doc: Obj,
  path: string,
  method: string,
  pathItem: Obj,
  op: Obj,
  pathPtr: string,
): OperationSpec {
  const opPtr = `${pathPtr}/${method}`;
  const consumes = (Array.isArray(op.consumes) ? op.consumes : doc.consumes) as string[] | undefined;
  const produces = (Array.isArray(op.produces) ? op.produces : doc.produces) as string[] | undefined;
  const params: ParamSpec[] = [];
  let body: OperationSpec['body'] = null;
  const form: { props: Obj; required: string[] } = { props: {}, required: [] };
  for (const { value, pointer } of mergeParams(doc, pathItem, op, pathPtr, opPtr)) {
    if (value.in === 'body') {
      const types = consumes?.length ? consumes : ['application/json'];
      const schema = value.schema === undefined ? null : { pointer: `${pointer}/schema` };
      body = {
        required: value.required === true,
        media: types.map((type) => ({ type, schema, hasExample: false })),
      };
    } else if (value.in === 'formData') {
      form.props[String(value.name)] = swaggerParamSchema(value);
      if (value.required === true) form.required.push(String(value.name));
    } else {
      params.push({
        name: String(value.name),
        in: value.in as ParamSpec['in'],
        required: value.required === true || value.in === 'path',
        schema: { inline: swaggerParamSchema(value) },
        explode: value.collectionFormat === 'multi',
      });
    }
  }
  if (Object.keys(form.props).length && !body) {
    const types = consumes?.filter((t) => /form/.test(t)) ?? [];
    const schema = { inline: { type: 'object', properties: form.props, required: form.required } };
    body = {
      required: form.required.length > 0,
      media: (types.length ? types : ['application/x-www-form-urlencoded']).map((type) => ({
        type,
        schema,
        hasExample: false,
      })),
    };
  }
  const responses: ResponseSpec[] = [];
  if (isObj(op.responses)) {
    for (const status of Object.keys(op.responses)) {
      const r = follow(doc, op.responses[status], `${opPtr}/responses/${seg(status)}`);
      const examples = isObj(r.value.examples) ? r.value.examples : {};
      const types = produces?.length ? produces : ['application/json'];
      const media: MediaSpec[] =
        r.value.schema === undefined
          ? []
          : types.map((type) => ({
              type,
              schema: { pointer: `${r.pointer}/schema` },
              ...(type in examples ? { example: examples[type], hasExample: true } : { hasExample: false }),
            }));
      const headers: HeaderSpec[] = isObj(r.value.headers)
        ? Object.entries(r.value.headers).map(([name, h]) => ({
            name,
            schema: isObj(h) ? { inline: swaggerParamSchema(h) } : null,
          }))
        : [];
      responses.push({ status, media, headers });
    }
  }
  return finish(method, path, params, body, responses, securityOf(doc, op));
}

const securityOf = (doc: Obj, op: Obj): unknown[] =>
  Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];

function finish(
  method: string,
  path: string,
  params: ParamSpec[],
  body: OperationSpec['body'],
  responses: ResponseSpec[],
  security: unknown[],
): OperationSpec {
  // AWS-style documents tell operations on one path apart by a fragment: '/#Action=X' (a query
  // parameter) or '/#X-Amz-Target=Y' (a header); others write a literal query: '/things?op=list'.
  const hash = path.search(/[#?]/);
  const base = hash === -1 ? path : path.slice(0, hash) || '/';
  const [fname, fvalue] =
    hash === -1
      ? []
      : path
          .slice(hash + 1)
          .split('&')[0]
          .split('=');
  const { regex, names, literalLength } = templateRegex(base);
  return {
    discriminator: fname ? { name: fname, value: fvalue ?? '' } : null,
    requestPath: base,
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    pathNames: names,
    regex,
    literalLength,
    params,
    body,
    responses,
    security,
  };
}

export interface BuiltOperations {
  operations: OperationSpec[];
  /** Operations the mock cannot serve, with why (e.g. an external $ref). */
  broken: { key: string; reason: string }[];
}

/** Every operation of a document in a form the mock can match, validate and answer. */
export function buildOperations(doc: Obj, family: SpecFamily): BuiltOperations {
  const operations: OperationSpec[] = [];
  const broken: BuiltOperations['broken'] = [];
  if (!isObj(doc.paths)) return { operations, broken };
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    // Specification extensions (x-…) sit beside the paths and are not paths.
    if (path.startsWith('x-')) continue;
    let pathItem: Obj;
    let pathPtr: string;
    try {
      ({ value: pathItem, pointer: pathPtr } = follow(doc, rawItem, `#/paths/${seg(path)}`));
    } catch (err) {
      broken.push({ key: `* ${path}`, reason: (err as Error).message });
      continue;
    }
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (!isObj(op)) continue;
      try {
        operations.push(
          family === 'swagger2'
            ? build2(doc, path, method, pathItem, op, pathPtr)
            : build3(doc, path, method, pathItem, op, pathPtr),
        );
      } catch (err) {
        broken.push({ key: `${method.toUpperCase()} ${path}`, reason: (err as Error).message });
      }
    }
  }
  // Literal segments win over templates: /users/me before /users/{id}.
  operations.sort(
    (a, b) => b.literalLength - a.literalLength || Number(!!b.discriminator) - Number(!!a.discriminator),
  );
  return { operations, broken };
}

type Lookup = (name: string) => string | undefined;

/** How many '/' a request path has once one trailing '/' is dropped (templates match it either way). */
const depthOf = (path: string) => {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  let n = 0;
  for (let i = 0; i < trimmed.length; i++) if (trimmed.charCodeAt(i) === 47) n++;
  return n;
};

/**
 * Operations by path depth, each list in the matching order: a template parameter matches one
 * segment, so only templates of the request's depth can match (GitHub's 1,100 operations would
 * otherwise be tried one regex at a time on every mock request).
 */
const byDepth = new WeakMap<OperationSpec[], Map<number, OperationSpec[]>>();
function candidatesFor(ops: OperationSpec[], path: string): OperationSpec[] {
  let index = byDepth.get(ops);
  if (!index) {
    index = new Map();
    for (const op of ops) {
      const depth = depthOf(op.requestPath);
      const list = index.get(depth);
      if (list) list.push(op);
      else index.set(depth, [op]);
    }
    byDepth.set(ops, index);
  }
  return index.get(depthOf(path)) ?? [];
}

export function matchOperation(
  ops: OperationSpec[],
  method: string,
  path: string,
  discriminatorValue: Lookup = () => undefined,
) {
  let pathMatched = false;
  for (const op of candidatesFor(ops, path)) {
    const m = op.regex.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (op.method !== method) continue;
    if (op.discriminator) {
      // '#name' without a value (AWS: '/things#analyzerArn') asks only that the parameter be present.
      const v = discriminatorValue(op.discriminator.name);
      if (op.discriminator.value === '' ? v === undefined : v !== op.discriminator.value) continue;
    }
    const values: Record<string, string> = {};
    op.pathNames.forEach((name, i) => {
      values[name] = safeDecode(m[i + 1]);
    });
    return { op, pathValues: values };
  }
  return { op: null, pathMatched };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
