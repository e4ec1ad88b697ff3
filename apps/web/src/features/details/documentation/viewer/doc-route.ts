/**
 * The viewer's place in the URL: catalog/details/:id/documentation (the overview),
 * …/documentation/operations/:opKey, …/documentation/schemas/:name and (AsyncAPI)
 * …/documentation/messages/:name. Keys and names are one
 * encoded segment each (GitHub's operationIds contain '/'), so the path is read as written rather
 * than through the router's decoded splat.
 */
export type DocPlace =
  | { kind: 'overview' }
  | { kind: 'operation'; key: string }
  | { kind: 'schema'; name: string }
  | { kind: 'message'; name: string };

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

export function placeOf(pathname: string): DocPlace {
  const at = pathname.indexOf('/documentation/');
  if (at < 0) return { kind: 'overview' };
  const rest = pathname.slice(at + '/documentation/'.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return { kind: 'overview' };
  const section = rest.slice(0, slash);
  const value = decode(rest.slice(slash + 1).replace(/\/+$/, ''));
  if (!value) return { kind: 'overview' };
  if (section === 'operations') return { kind: 'operation', key: value };
  if (section === 'schemas') return { kind: 'schema', name: value };
  if (section === 'messages') return { kind: 'message', name: value };
  return { kind: 'overview' };
}

export const docsRoot = (itemId: string) => `/catalog/details/${encodeURIComponent(itemId)}/documentation`;

export function placePath(itemId: string, place: DocPlace): string {
  const root = docsRoot(itemId);
  if (place.kind === 'operation') return `${root}/operations/${encodeURIComponent(place.key)}`;
  if (place.kind === 'schema') return `${root}/schemas/${encodeURIComponent(place.name)}`;
  if (place.kind === 'message') return `${root}/messages/${encodeURIComponent(place.name)}`;
  return root;
}
