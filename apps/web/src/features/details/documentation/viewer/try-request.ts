import type { OperationDetail, SecurityScheme } from './model.ts';

export interface TryInput {
  /** Parameter values by `${in}:${name}`. */
  values: Record<string, string>;
  body: string;
  contentType: string | null;
}

export interface BuiltRequest {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: string;
  /** Parameters that are required and empty. */
  missing: string[];
}

/** Where the key goes by the operation's security scheme: header, query parameter or bearer. */
export function applyKey(
  schemes: SecurityScheme[],
  key: string,
  req: Pick<BuiltRequest, 'query' | 'headers'>,
) {
  const scheme = schemes[0];
  if (!scheme) return false;
  if (scheme.type === 'apiKey' && scheme.paramName) {
    if (scheme.in === 'query') req.query.push([scheme.paramName, key]);
    else if (scheme.in === 'cookie') req.headers.Cookie = `${scheme.paramName}=${key}`;
    else req.headers[scheme.paramName] = key;
    return true;
  }
  if (scheme.scheme === 'basic') {
    req.headers.Authorization = `Basic ${btoa(`${key}:`)}`;
    return true;
  }
  if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
    req.headers.Authorization = `Bearer ${key}`;
    return true;
  }
  return false;
}

/** The request Try sends (and the code samples show) from the user's inputs. */
export function buildRequest(op: OperationDetail, input: TryInput, key: string | null): BuiltRequest {
  const missing: string[] = [];
  let path = op.path;
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    const value = input.values[`${p.in}:${p.name}`] ?? '';
    if (value === '') {
      if (p.required) missing.push(p.name);
      continue;
    }
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') {
      if (p.isArray) for (const v of value.split(',')) query.push([p.name, v.trim()]);
      else query.push([p.name, value]);
    } else if (p.in === 'header') headers[p.name] = value;
  }
  const req: BuiltRequest = { method: op.method, path, query, headers, missing };
  if (op.requestBody && input.body.trim() !== '') {
    req.body = input.body;
    if (input.contentType) headers['Content-Type'] = input.contentType;
  } else if (op.requestBody?.required) missing.push('request body');
  if (key) applyKey(op.security, key, req);
  return req;
}

export function fullUrl(base: string, req: Pick<BuiltRequest, 'path' | 'query'>): string {
  const qs = new URLSearchParams(req.query).toString();
  return `${base.replace(/\/+$/, '')}${req.path}${qs ? `?${qs}` : ''}`;
}
