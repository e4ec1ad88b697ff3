type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * JSON Merge Patch (RFC 7396), as @asyncapi/parser applies traits: null deletes, objects merge, the
 * rest replaces. Shared by the server's MCP views and the web viewer so both read traits alike.
 */
export function mergePatch(origin: unknown, patch: unknown): unknown {
  if (!isObj(patch)) return patch;
  const result: Obj = isObj(origin) ? { ...origin } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}
