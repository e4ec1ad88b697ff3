import { i18n } from '@lingui/core';
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

/**
 * Where the key goes by the operation's security requirement: every scheme the requirement names
 * gets it (header, query parameter, cookie, basic or bearer), since the API (and the mock, which
 * checks as the document says) needs all of them together. A bearer scheme named in `tokens` (an
 * OAuth 2 access token Try obtained, or the mock token) gets that instead of the key.
 */
export function applyKey(
  schemes: SecurityScheme[],
  key: string,
  req: Pick<BuiltRequest, 'query' | 'headers'>,
  tokens: Record<string, string> = {},
) {
  let applied = false;
  for (const scheme of schemes) {
    if (scheme.type === 'apiKey' && scheme.paramName) {
      if (scheme.in === 'query') req.query.push([scheme.paramName, key]);
      else if (scheme.in === 'cookie')
        req.headers.Cookie = [req.headers.Cookie, `${scheme.paramName}=${key}`].filter(Boolean).join('; ');
      else req.headers[scheme.paramName] = key;
      applied = true;
    } else if (scheme.scheme === 'basic') {
      req.headers.Authorization = `Basic ${btoa(`${key}:`)}`;
      applied = true;
    } else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      req.headers.Authorization = `Bearer ${tokens[scheme.name] ?? key}`;
      applied = true;
    }
  }
  return applied;
}

/** The request Try sends (and the code samples show) from the user's inputs. */
export function buildRequest(
  op: OperationDetail,
  input: TryInput,
  key: string | null,
  tokens: Record<string, string> = {},
): BuiltRequest {
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
  } else if (op.requestBody?.required) missing.push(i18n._('docs.try.missingBody'));
  if (key) applyKey(op.security, key, req, tokens);
  return req;
}

export function fullUrl(base: string, req: Pick<BuiltRequest, 'path' | 'query'>): string {
  const qs = new URLSearchParams(req.query).toString();
  return `${base.replace(/\/+$/, '')}${req.path}${qs ? `?${qs}` : ''}`;
}
