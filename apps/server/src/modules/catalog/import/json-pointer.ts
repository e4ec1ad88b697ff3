import { invalid } from './import-rejected.ts';

/** "#/a/b~1c" → ["a", "b/c"]; undefined when the fragment is not a JSON pointer. */
export function parsePointer(fragment: string): string[] | undefined {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (raw === '') return [];
  if (!raw.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  return decoded
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(tokens: readonly (string | number)[]): string {
  if (tokens.length === 0) return '#';
  return `#/${tokens.map((t) => String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

const hasOwn = (o: object, k: string) => Object.hasOwn(o, k);

/** The value at a pointer, or undefined. Own properties only: "__proto__" must not reach prototypes. */
export function getAt(root: unknown, tokens: readonly string[]): unknown {
  let cur: unknown = root;
  for (const t of tokens) {
    if (typeof cur !== 'object' || cur === null || !hasOwn(cur, t)) return undefined;
    cur = (cur as Record<string, unknown>)[t];
  }
  return cur;
}

export function refOf(node: unknown): string | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  const ref = (node as { $ref?: unknown }).$ref;
  return typeof ref === 'string' ? ref : undefined;
}

export const isRemoteRef = (ref: string) => /^[a-z][a-z0-9+.-]*:/i.test(ref);
export const isInternalRef = (ref: string) => ref.startsWith('#');

/** A short, readable pointer for messages (long paths are cut in the middle). */
export function showPointer(tokens: readonly (string | number)[]): string {
  const p = toPointer(tokens);
  return p.length > 200 ? `${p.slice(0, 90)}…${p.slice(-90)}` : p;
}

/**
 * Follows a chain of internal references (a $ref whose target is itself only a $ref) to the value.
 * Throws on a dangling reference or a cycle, so callers never loop; with `site`, the reason names
 * where the $ref is (each text whole, so the error catalogue can translate it).
 */
export function resolveInternal(
  root: unknown,
  ref: string,
  budget: { left: number },
  site?: readonly (string | number)[],
): unknown {
  const at = site && showPointer(site);
  const seen: string[] = [];
  let current = ref;
  for (;;) {
    if (--budget.left < 0)
      throw invalid(at === undefined ? 'too many $ref resolutions' : `too many $ref resolutions at ${at}`);
    if (seen.includes(current)) {
      const cycle = [...seen, current].join(' → ');
      throw invalid(at === undefined ? `reference cycle: ${cycle}` : `reference cycle: ${cycle} at ${at}`);
    }
    seen.push(current);
    const tokens = parsePointer(current);
    const target = tokens ? getAt(root, tokens) : undefined;
    if (target === undefined)
      throw invalid(
        at === undefined ? `unresolved $ref "${current}"` : `unresolved $ref "${current}" at ${at}`,
      );
    const next = refOf(target);
    if (next === undefined || !isInternalRef(next)) return target;
    current = next;
  }
}
