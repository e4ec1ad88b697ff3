import { invalid } from './import-rejected.ts';
import { showPointer } from './json-pointer.ts';

export interface RefSite {
  ref: string;
  path: (string | number)[];
}

/**
 * One pass over a parsed document: enforces the nesting limit (which also stops YAML alias cycles,
 * since a cyclic structure is infinitely deep) and lists every $ref with where it sits.
 * Recursion is safe because depth is checked before descending.
 */
export function walkDocument(doc: unknown, maxDepth: number): RefSite[] {
  const refs: RefSite[] = [];
  const path: (string | number)[] = [];
  const ancestors = new Set<object>();

  function visit(node: unknown, depth: number) {
    if (typeof node !== 'object' || node === null) return;
    if (depth > maxDepth) {
      throw invalid(`nesting is too deep (more than ${maxDepth} levels) at ${showPointer(path)}`);
    }
    if (ancestors.has(node)) throw invalid(`YAML alias cycle at ${showPointer(path)}`);
    ancestors.add(node);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child = node[i];
        if (typeof child === 'object' && child !== null) {
          path.push(i);
          visit(child, depth + 1);
          path.pop();
        }
      }
    } else {
      for (const key in node) {
        const child = (node as Record<string, unknown>)[key];
        if (key === '$ref' && typeof child === 'string') refs.push({ ref: child, path: path.slice() });
        else if (typeof child === 'object' && child !== null) {
          path.push(key);
          visit(child, depth + 1);
          path.pop();
        }
      }
    }
    ancestors.delete(node);
  }

  visit(doc, 1);
  return refs;
}
