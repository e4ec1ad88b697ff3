import { sample } from 'openapi-sampler';
import type {
  DocIndex,
  MediaView,
  OperationDetail,
  OperationSummary,
  ParameterView,
  SchemeDoc,
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
  /** Operation id → its URL key. */
  keys: string[];
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

/** The extension by which the portal's mocked document keeps the API's own servers (server's servers.ts). */
export const API_SERVERS_EXTENSION = 'x-storefront-api-servers';

function apiServers(doc: Obj): { apiServers?: string[] } {
  const list = doc[API_SERVERS_EXTENSION];
  if (!Array.isArray(list)) return {};
  return { apiServers: list.filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u)) };
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
        key: '',
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
  // Keys are fixed before sorting: operationId when it is unique, else `METHOD path` (both stable
  // across loads of the same document, so a shared link keeps pointing at the same operation).
  const idCount = new Map<string, number>();
  for (const op of operations)
    if (op.operationId) idCount.set(op.operationId, (idCount.get(op.operationId) ?? 0) + 1);
  for (const op of operations)
    op.key = op.operationId && idCount.get(op.operationId) === 1 ? op.operationId : `${op.method} ${op.path}`;
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
    keys: operations
      .slice()
      .sort((a, b) => a.id - b.id)
      .map((o) => o.key),
    index: {
      title: text(info.title) || 'API',
      version: text(info.version),
      description: text(info.description),
      specVersion: text(doc.openapi) || text(doc.swagger),
      servers: servers(doc, isSwagger2),
      ...apiServers(doc),
      tags: tags.filter((t) => operations.some((o) => o.tag === t.name)),
      operations,
      ...overview(doc, info),
      securitySchemes: schemeDocs(doc, isSwagger2),
      schemas: Object.keys(schemaDefinitions(doc, isSwagger2)),
    },
  };
}

/** Where the document keeps its named schemas. */
export function schemaDefinitions(doc: Obj, isSwagger2: boolean): Obj {
  const defs = isSwagger2 ? doc.definitions : isObj(doc.components) ? doc.components.schemas : undefined;
  return isObj(defs) ? defs : {};
}

/** The pointer prefix of the document's named schemas. */
export const schemaPrefix = (isSwagger2: boolean) =>
  isSwagger2 ? '#/definitions/' : '#/components/schemas/';

export function overview(doc: Obj, info: Obj) {
  const contact = isObj(info.contact) ? info.contact : null;
  const license = isObj(info.license) ? info.license : null;
  const ext = isObj(doc.externalDocs) ? doc.externalDocs : null;
  return {
    termsOfService: text(info.termsOfService),
    contact: contact
      ? { name: text(contact.name), url: text(contact.url), email: text(contact.email) }
      : null,
    license: license ? { name: text(license.name), url: text(license.url) } : null,
    externalDocs: ext && text(ext.url) ? { url: text(ext.url), description: text(ext.description) } : null,
  };
}

const FLOW_NAMES = {
  clientCredentials: 'clientCredentials',
  application: 'clientCredentials',
  authorizationCode: 'authorizationCode',
  accessCode: 'authorizationCode',
  implicit: 'implicit',
  password: 'password',
} as const;

function scopesOf(v: unknown) {
  return isObj(v) ? Object.entries(v).map(([name, d]) => ({ name, description: text(d) })) : [];
}

/** Every declared security scheme with what the authentication section explains about it. */
export function schemeDocs(doc: Obj, isSwagger2: boolean): SchemeDoc[] {
  const defs = isSwagger2
    ? doc.securityDefinitions
    : isObj(doc.components)
      ? doc.components.securitySchemes
      : undefined;
  if (!isObj(defs)) return [];
  const out: SchemeDoc[] = [];
  for (const name of Object.keys(defs)) {
    const base = schemeOf(doc, name, isSwagger2);
    const raw = deref(doc, defs[name]);
    if (!base || !raw) continue;
    const d: SchemeDoc = { ...base, description: text(raw.description) };
    if (text(raw.bearerFormat)) d.bearerFormat = text(raw.bearerFormat);
    if (text(raw.openIdConnectUrl)) d.openIdConnectUrl = text(raw.openIdConnectUrl);
    if (base.type === 'oauth2') {
      if (isSwagger2) {
        const flow = FLOW_NAMES[text(raw.flow) as keyof typeof FLOW_NAMES];
        if (flow)
          d.flows = [
            {
              flow,
              authorizationUrl: text(raw.authorizationUrl) || undefined,
              tokenUrl: text(raw.tokenUrl) || undefined,
              scopes: scopesOf(raw.scopes),
            },
          ];
      } else if (isObj(raw.flows)) {
        d.flows = Object.entries(raw.flows)
          .filter(([k, f]) => k in FLOW_NAMES && isObj(f))
          .map(([k, f]) => {
            const flow = f as Obj;
            return {
              flow: FLOW_NAMES[k as keyof typeof FLOW_NAMES],
              authorizationUrl: text(flow.authorizationUrl) || undefined,
              tokenUrl: text(flow.tokenUrl) || undefined,
              refreshUrl: text(flow.refreshUrl) || undefined,
              scopes: scopesOf(flow.scopes),
            };
          });
      }
    }
    out.push(d);
  }
  return out;
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

const asText = (v: unknown) =>
  Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * Try's prefill for a parameter, only from the document: its example (or first of its examples),
 * the schema's example, default or first enum value. Never a generated placeholder such as the
 * literal "string": an empty required field says what is missing, a made-up value does not.
 */
export function paramValue(doc: Obj, p: Obj, schema: unknown): string {
  let v: unknown = p.example;
  if (v === undefined && isObj(p.examples)) {
    const first = deref(doc, Object.values(p.examples)[0]);
    if (first && 'value' in first) v = first.value;
  }
  const s = deref(doc, schema);
  if (v === undefined && s) {
    const items = s.type === 'array' ? deref(doc, s.items) : null;
    v =
      s.example ??
      (Array.isArray(s.examples) ? s.examples[0] : undefined) ??
      s.default ??
      (items ? (items.example ?? items.default) : undefined);
    // A required parameter with listed values starts on the first; an optional one is not sent.
    if (v === undefined && p.required === true)
      v = Array.isArray(s.enum) ? s.enum[0] : items && Array.isArray(items.enum) ? items.enum[0] : undefined;
  }
  return v === undefined || v === null ? '' : asText(v);
}

/** A parameter's allowed values (its schema's or its items' enum), for a select in Try. */
function enumOf(doc: Obj, schema: unknown): string[] | undefined {
  const s = deref(doc, schema);
  const list = s?.enum ?? (s?.type === 'array' ? deref(doc, s.items)?.enum : undefined);
  return Array.isArray(list) && list.length ? list.slice(0, 500).map((v) => String(v)) : undefined;
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
      options: enumOf(doc, schema),
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
    key: loaded.keys[id],
    deprecated: op.deprecated === true,
    parameters,
    requestBody,
    responses,
    security: security(doc, op, isSwagger2),
  };
}
