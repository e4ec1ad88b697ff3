type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeSegment = (s: string) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a local JSON pointer ('#/a/b'), or undefined. */
export function atPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '#' || pointer === '') return doc;
  if (!pointer.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const part of pointer.slice(2).split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Obj)[unescapeSegment(part)];
  }
  return node;
}

export class UnresolvableRef extends Error {}

/**
 * Follows a chain of local $refs from a node (parameter, body, response, example) to the object
 * it names, with the pointer where that object lives. External refs cannot be served.
 */
export function follow(doc: unknown, node: unknown, pointer: string): { value: Obj; pointer: string } {
  const seen = new Set<string>();
  let value = node;
  let where = pointer;
  while (isObj(value) && typeof value.$ref === 'string') {
    const ref = value.$ref;
    if (!ref.startsWith('#')) throw new UnresolvableRef(`external reference ${ref} is not supported`);
    if (seen.has(ref)) throw new UnresolvableRef(`reference cycle at ${ref}`);
    seen.add(ref);
    where = ref;
    value = atPointer(doc, ref);
    if (value === undefined) throw new UnresolvableRef(`reference ${ref} does not exist`);
  }
  if (!isObj(value)) throw new UnresolvableRef(`${where} is not an object`);
  return { value, pointer: where };
}
