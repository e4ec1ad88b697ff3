import { API_SERVERS_EXTENSION, type LoadedDoc } from './doc-model.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where the key goes, said for a scheme's description (the key itself is its x-storefront-key). */
function keyNote(scheme: Obj): string | null {
  if (scheme.type === 'apiKey' && typeof scheme.name === 'string')
    return `the ${scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header'} "${scheme.name}"`;
  if (scheme.type === 'basic' || (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic'))
    return 'Authorization: Basic (as the user name)';
  if (scheme.type === 'http') return `Authorization: ${String(scheme.scheme ?? 'Bearer')}`;
  return null;
}

/**
 * The document of the version shown (servers as the viewer shows them: the API's, or the mock's in
 * mock mode) as an OpenAPI file for the consumer: every key scheme (apiKey, HTTP basic or bearer)
 * carries the consumer's key as `x-storefront-key` and says where it goes in its description, so a
 * client generator or a tool reading the file has the key beside the scheme it belongs to. OAuth 2
 * and OpenID Connect schemes are left as they are (a portal key is no token for them).
 */
export function openapiWithKey(loaded: LoadedDoc, apiKey: string | null): Obj {
  const doc = structuredClone(loaded.doc) as Obj;
  // The portal's own note of the API's servers in mock mode is not part of the provider's document.
  delete doc[API_SERVERS_EXTENSION];
  if (!apiKey) return doc;
  const holder = loaded.isSwagger2 ? doc : isObj(doc.components) ? doc.components : null;
  const schemes = holder?.[loaded.isSwagger2 ? 'securityDefinitions' : 'securitySchemes'];
  if (!isObj(schemes)) return doc;
  for (const scheme of Object.values(schemes)) {
    if (!isObj(scheme)) continue;
    const where = keyNote(scheme);
    if (!where) continue;
    scheme['x-storefront-key'] = apiKey;
    const before =
      typeof scheme.description === 'string' && scheme.description ? `${scheme.description}\n\n` : '';
    scheme.description = `${before}Your key from the portal, sent in ${where}: \`${apiKey}\``;
  }
  return doc;
}
