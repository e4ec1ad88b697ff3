import { sample } from 'openapi-sampler';
import type {
  DocIndex,
  MediaView,
  OperationDetail,
  OperationSummary,
  ParameterView,
  SecurityScheme,
} from './model.ts';
import { deref, isObj, schemaNode } from './schema-view.ts';

type Obj = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const EXAMPLE_MAX = 20_000;

export interface LoadedDoc {
  doc: Obj;
  isSwagger2: boolean;
  index: DocIndex;
  /** Operation id → where it lives. */
  locations: { path: string; method: string }[];
}

function servers(doc: Obj, isSwagger2: boolean): string[] {
  if (isSwagger2) {
    if (typeof doc.host !== 'string') return [];
    const schemes = Array.isArray(doc.schemes) && doc.schemes.length ? doc.schemes : ['https'];
    return schemes.map((s) => `${s}://${doc.host}${text(doc.basePath)}`.replace(/\/+$/, ''));
  }
  if (!Array.isArray(doc.servers)) return [];
  return doc.servers
    .filter(isObj)
    .map((s) => {
      const vars = isObj(s.variables) ? s.variables : {};
      return text(s.url).replace(/\{([^}]+)\}/g, (m, name: string) => {
        const v = vars[name];
        return isObj(v) && v.default !== undefined ? String(v.default) : m;
      });
    })
    .map((u) => u.replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The searchable list of operations, grouped by first tag (in the document's tag order). */
export function indexDocument(doc: Obj): LoadedDoc {
  const isSwagger2 = typeof doc.swagger === 'string';
  const info = isObj(doc.info) ? doc.info : {};
  const operations: OperationSummary[] = [];
  const locations: LoadedDoc['locations'] = [];
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(doc, rawItem);
    if (!item) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const tags = Array.isArray(op.tags) ? op.tags.filter((t) => typeof t === 'string') : [];
      operations.push({
        id: operations.length,
        method: method.toUpperCase(),
        path,
        summary: text(op.summary),
        operationId: text(op.operationId),
        tag: (tags[0] as string | undefined) ?? 'default',
        deprecated: op.deprecated === true,
      });
      locations.push({ path, method });
    }
  }
  const declared = (Array.isArray(doc.tags) ? doc.tags : [])
    .filter(isObj)
    .map((t) => ({ name: text(t.name), description: text(t.description) }));
  const order = new Map(declared.map((t, i) => [t.name, i]));
  for (const op of operations) if (!order.has(op.tag)) order.set(op.tag, order.size);
  operations.sort((a, b) => (order.get(a.tag) ?? 0) - (order.get(b.tag) ?? 0) || a.id - b.id);
  const tags = [...order.keys()].map(
    (name) => declared.find((t) => t.name === name) ?? { name, description: '' },
  );
  return {
    doc,
    isSwagger2,
    locations,
    index: {
      title: text(info.title) || 'API',
      version: text(info.version),
      description: text(info.description),
      specVersion: text(doc.openapi) || text(doc.swagger),
      servers: servers(doc, isSwagger2),
      tags: tags.filter((t) => operations.some((o) => o.tag === t.name)),
      operations,
    },
  };
}

function exampleText(doc: Obj, media: Obj, schema: unknown, forRequest: boolean): string {
  let value: unknown;
  if ('example' in media) value = media.example;
  else if (isObj(media.examples)) {
    const first = deref(doc, Object.values(media.examples)[0]);
    if (first && 'value' in first) value = first.value;
  }
  if (value === undefined && schema !== undefined) {
    try {
      value = sample(
        schema as object,
        { skipReadOnly: forRequest, skipWriteOnly: !forRequest, quiet: true, maxSampleDepth: 5 },
        doc,
      );
    } catch {
      value = undefined;
    }
  }
  if (value === undefined) return '';
  const out = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return out.length > EXAMPLE_MAX ? `${out.slice(0, EXAMPLE_MAX)}\n…` : out;
}

function mediaViews(doc: Obj, content: unknown, forRequest: boolean): MediaView[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([type, m]) => {
    const media = isObj(m) ? m : {};
    return {
      type,
      schema: media.schema === undefined ? null : schemaNode(doc, media.schema),
      example: exampleText(doc, media, media.schema, forRequest),
    };
  });
}

function schemeOf(doc: Obj, name: string, isSwagger2: boolean): SecurityScheme | null {
  const defs = isSwagger2
    ? doc.securityDefinitions
    : isObj(doc.components)
      ? doc.components.securitySchemes
      : undefined;
  const s = isObj(defs) ? deref(doc, defs[name]) : null;
  if (!s) return null;
  const type = text(s.type);
  if (type === 'apiKey')
    return { name, type, in: (text(s.in) || 'header') as SecurityScheme['in'], paramName: text(s.name) };
  if (type === 'http') return { name, type, scheme: text(s.scheme).toLowerCase() };
  if (type === 'basic') return { name, type: 'basic', scheme: 'basic' };
  if (type === 'oauth2' || type === 'openIdConnect') return { name, type, scheme: 'bearer' };
  return { name, type: 'other' };
}

function security(doc: Obj, op: Obj, isSwagger2: boolean): SecurityScheme[] {
  const reqs = Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [];
  for (const req of reqs) {
    if (!isObj(req)) continue;
    const schemes = Object.keys(req)
      .map((n) => schemeOf(doc, n, isSwagger2))
      .filter((s): s is SecurityScheme => s !== null);
    if (schemes.length) return schemes;
  }
  return [];
}

function paramValue(doc: Obj, p: Obj, schema: unknown): string {
  const v = p.example ?? (isObj(schema) ? (schema.example ?? schema.default) : undefined);
  if (v !== undefined)
    return Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (!p.required) return '';
  try {
    const s = sample(schema as object, { quiet: true, maxSampleDepth: 2 }, doc);
    return Array.isArray(s) ? s.join(',') : typeof s === 'object' ? JSON.stringify(s) : String(s);
  } catch {
    return '';
  }
}

/** Everything the viewer shows and Try needs for one operation. */
export function operationDetail(loaded: LoadedDoc, id: number): OperationDetail {
  const { doc, isSwagger2 } = loaded;
  const loc = loaded.locations[id];
  if (!loc) throw new Error(`No operation ${id}`);
  const item = deref(doc, (doc.paths as Obj)[loc.path]) ?? {};
  const op = (item[loc.method] as Obj) ?? {};
  const merged = new Map<string, Obj>();
  for (const list of [item.parameters, op.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = deref(doc, raw);
      if (p) merged.set(`${text(p.in)}:${text(p.name)}`, p);
    }
  }
  const parameters: ParameterView[] = [];
  let requestBody: OperationDetail['requestBody'] = null;
  const consumes = (Array.isArray(op.consumes) ? op.consumes : doc.consumes) as string[] | undefined;
  const produces = (Array.isArray(op.produces) ? op.produces : doc.produces) as string[] | undefined;
  const form: Obj = { type: 'object', properties: {}, required: [] as string[] };
  for (const p of merged.values()) {
    const where = text(p.in);
    if (isSwagger2 && where === 'body') {
      const types = consumes?.length ? consumes : ['application/json'];
      const content = Object.fromEntries(types.map((t) => [t, { schema: p.schema }]));
      requestBody = {
        required: p.required === true,
        description: text(p.description),
        media: mediaViews(doc, content, true),
      };
      continue;
    }
    if (isSwagger2 && where === 'formData') {
      (form.properties as Obj)[text(p.name)] = { ...p, in: undefined, name: undefined, required: undefined };
      if (p.required === true) (form.required as string[]).push(text(p.name));
      continue;
    }
    if (!['path', 'query', 'header', 'cookie'].includes(where)) continue;
    const schema = isSwagger2 ? { ...p, in: undefined, name: undefined, required: undefined } : p.schema;
    const resolved = deref(doc, schema);
    parameters.push({
      name: text(p.name),
      in: where as ParameterView['in'],
      required: p.required === true || where === 'path',
      description: text(p.description),
      schema: schema === undefined ? null : schemaNode(doc, schema),
      example: paramValue(doc, p, schema),
      isArray: resolved?.type === 'array',
    });
  }
  if (isSwagger2 && Object.keys(form.properties as Obj).length && !requestBody) {
    const types = consumes?.filter((t) => /form/.test(t)) ?? [];
    const content = Object.fromEntries(
      (types.length ? types : ['application/x-www-form-urlencoded']).map((t) => [t, { schema: form }]),
    );
    requestBody = {
      required: (form.required as string[]).length > 0,
      description: '',
      media: mediaViews(doc, content, true),
    };
  }
  if (!isSwagger2 && op.requestBody !== undefined) {
    const rb = deref(doc, op.requestBody) ?? {};
    requestBody = {
      required: rb.required === true,
      description: text(rb.description),
      media: mediaViews(doc, rb.content, true),
    };
  }
  const responses: OperationDetail['responses'] = [];
  if (isObj(op.responses)) {
    for (const [status, raw] of Object.entries(op.responses)) {
      const r = deref(doc, raw) ?? {};
      let content: unknown = r.content;
      if (isSwagger2) {
        const types = produces?.length ? produces : ['application/json'];
        const examples = isObj(r.examples) ? r.examples : {};
        content =
          r.schema === undefined
            ? {}
            : Object.fromEntries(
                types.map((t) => [
                  t,
                  { schema: r.schema, ...(t in examples ? { example: examples[t] } : {}) },
                ]),
              );
      }
      responses.push({ status, description: text(r.description), media: mediaViews(doc, content, false) });
    }
  }
  return {
    id,
    method: loc.method.toUpperCase(),
    path: loc.path,
    summary: text(op.summary),
    description: text(op.description),
    operationId: text(op.operationId),
    deprecated: op.deprecated === true,
    parameters,
    requestBody,
    responses,
    security: security(doc, op, isSwagger2),
  };
}
