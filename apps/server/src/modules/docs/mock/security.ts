import type { OperationSpec } from '../operations.ts';
import { isObj } from '../pointer.ts';
import type { CompiledDocument } from './compiled-document.ts';
import type { MockRequest } from './request-checks.ts';

/** One scheme of a requirement, reduced to where its credential travels. */
type Credential =
  | { kind: 'apiKey'; in: 'header' | 'query' | 'cookie'; name: string; scheme: string }
  | { kind: 'authorization'; prefix: string; scheme: string }
  /** Mutual TLS and unknown types: nothing in the request to check. */
  | { kind: 'unchecked'; scheme: string };

function credentialOf(doc: CompiledDocument, name: string): Credential {
  const defs = doc.securitySchemes;
  let s = defs[name];
  if (isObj(s) && typeof s.$ref === 'string' && s.$ref.startsWith('#/components/securitySchemes/'))
    s = defs[s.$ref.slice('#/components/securitySchemes/'.length)];
  if (!isObj(s)) return { kind: 'unchecked', scheme: name };
  if (s.type === 'apiKey' && typeof s.name === 'string') {
    const where = s.in === 'query' || s.in === 'cookie' ? s.in : 'header';
    return { kind: 'apiKey', in: where, name: s.name, scheme: name };
  }
  if (s.type === 'basic') return { kind: 'authorization', prefix: 'Basic', scheme: name };
  if (s.type === 'http' && typeof s.scheme === 'string') {
    const prefix =
      s.scheme.toLowerCase() === 'basic'
        ? 'Basic'
        : s.scheme.toLowerCase() === 'bearer'
          ? 'Bearer'
          : s.scheme;
    return { kind: 'authorization', prefix, scheme: name };
  }
  if (s.type === 'oauth2' || s.type === 'openIdConnect')
    return { kind: 'authorization', prefix: 'Bearer', scheme: name };
  return { kind: 'unchecked', scheme: name };
}

function header(req: MockRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

function hasCookie(req: MockRequest, name: string): boolean {
  const cookie = header(req, 'cookie') ?? '';
  return cookie.split(';').some((c) => {
    const [k, ...v] = c.trim().split('=');
    return k === name && v.join('=').length > 0;
  });
}

function present(c: Credential, req: MockRequest): boolean {
  if (c.kind === 'unchecked') return true;
  if (c.kind === 'apiKey') {
    if (c.in === 'query') return (req.query.get(c.name) ?? '') !== '';
    if (c.in === 'cookie') return hasCookie(req, c.name);
    return (header(req, c.name) ?? '') !== '';
  }
  const auth = header(req, 'authorization') ?? '';
  const space = auth.indexOf(' ');
  return (
    space > 0 &&
    auth.slice(0, space).toLowerCase() === c.prefix.toLowerCase() &&
    auth.slice(space + 1).trim() !== ''
  );
}

const describeCredential = (c: Credential) =>
  c.kind === 'apiKey'
    ? `an API key in the ${c.in} ${c.in === 'header' ? `"${c.name}"` : `parameter "${c.name}"`} (${c.scheme})`
    : c.kind === 'authorization'
      ? `an Authorization: ${c.prefix} credential (${c.scheme})`
      : c.scheme;

export interface SecurityRefusal {
  /** What each alternative lacks, for the 401's detail. */
  missing: string[];
  /** WWW-Authenticate challenges of the HTTP schemes the operation accepts. */
  challenges: string[];
}

/**
 * The operation's security requirements against the request, as Prism checks them: credentials must
 * be present where the schemes say (their values are not checked: a mock has no accounts). Any one
 * requirement satisfied in full admits the request; an empty requirement makes security optional.
 */
export function checkSecurity(
  doc: CompiledDocument,
  op: OperationSpec,
  req: MockRequest,
): SecurityRefusal | null {
  const alternatives = op.security.filter(isObj).map((r) => Object.keys(r).map((n) => credentialOf(doc, n)));
  if (!alternatives.length || alternatives.some((alt) => alt.every((c) => present(c, req)))) return null;
  const missing = alternatives.map((alt) =>
    alt
      .filter((c) => !present(c, req))
      .map(describeCredential)
      .join(' and '),
  );
  const challenges = [
    ...new Set(
      alternatives
        .flat()
        .flatMap((c) =>
          c.kind === 'authorization' ? [c.prefix === 'Basic' ? 'Basic realm="mock"' : c.prefix] : [],
        ),
    ),
  ];
  return { missing, challenges };
}

/** Credentials that satisfy the first requirement: what a client following the document sends. */
export function sampleCredentials(doc: CompiledDocument, op: OperationSpec, req: MockRequest): void {
  const first = op.security.find(isObj);
  if (!first) return;
  for (const c of Object.keys(first).map((n) => credentialOf(doc, n))) {
    if (c.kind === 'apiKey') {
      if (c.in === 'query') req.query.set(c.name, 'mock-key');
      else if (c.in === 'cookie') req.headers.cookie = `${c.name}=mock-key`;
      else req.headers[c.name.toLowerCase()] = 'mock-key';
    } else if (c.kind === 'authorization')
      req.headers.authorization = `${c.prefix} ${c.prefix === 'Basic' ? Buffer.from('user:pass').toString('base64') : 'mock-token'}`;
  }
}
