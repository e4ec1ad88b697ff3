import fs from 'node:fs';
import path from 'node:path';
import { invalid } from './import-rejected.ts';
import { getAt, isInternalRef, isRemoteRef, parsePointer, refOf, toPointer } from './json-pointer.ts';
import { formatBytes, type ImportLimits } from './limits.ts';
import { decodeText, parseText } from './parse-document.ts';
import { walkDocument } from './walk.ts';

export interface ExternalContext {
  /** Absolute path of the main document (may be virtual when uploaded without files). */
  mainFile: string;
  /** External files must lie inside this directory; undefined means no external files at all. */
  rootDir: string | undefined;
  limits: ImportLimits;
  /** Bytes of the main document, counted against maxBytes together with referenced files. */
  mainBytes: number;
}

/** Refs that point at another file (not "#…" in the main document and not http(s)). */
export const isFileRef = (ref: string) => !isInternalRef(ref) && !isRemoteRef(ref);

/**
 * Inlines every relative-file $ref so the stored document stands alone. Each external target is
 * copied once, at its first use; later uses (and recursive ones) become internal refs to that copy,
 * so reference cycles between files end as ordinary internal refs instead of looping.
 */
export function bundleExternalRefs(doc: Record<string, unknown>, ctx: ExternalContext): string[] {
  const files = new Map<string, unknown>();
  const inlined = new Map<string, (string | number)[]>();
  const loaded: string[] = [];
  let totalBytes = ctx.mainBytes;
  let budget = ctx.limits.maxRefResolutions;
  const realRoot = ctx.rootDir ? fs.realpathSync(ctx.rootDir) : undefined;

  function load(file: string, ref: string): unknown {
    if (files.has(file)) return files.get(file);
    if (!realRoot)
      throw invalid(`external $ref "${ref}" cannot be resolved: the document came without its files`);
    let real: string;
    try {
      real = fs.realpathSync(file);
    } catch {
      throw invalid(`external $ref "${ref}": file not found`);
    }
    const rel = path.relative(realRoot, real);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      throw invalid(`external $ref "${ref}" points outside the import directory`);
    }
    if (files.size >= ctx.limits.maxExternalFiles) throw invalid('too many external files referenced');
    const size = fs.statSync(real).size;
    totalBytes += size;
    if (totalBytes >= ctx.limits.maxBytes) {
      throw invalid(`document and its referenced files exceed ${formatBytes(ctx.limits.maxBytes)}`);
    }
    let value: unknown;
    try {
      value = parseText(decodeText(fs.readFileSync(real), ctx.limits), ctx.limits).value;
      walkDocument(value, ctx.limits.maxDepth);
    } catch (err) {
      throw invalid(`external $ref "${ref}": ${(err as Error).message}`);
    }
    files.set(file, value);
    loaded.push(rel);
    return value;
  }

  function visit(
    parent: Record<string | number, unknown>,
    key: string | number,
    at: (string | number)[],
    file: string,
    depth: number,
  ) {
    const node = parent[key];
    if (typeof node !== 'object' || node === null) return;
    if (depth > ctx.limits.maxDepth)
      throw invalid(`nesting is too deep (more than ${ctx.limits.maxDepth} levels)`);
    const ref = refOf(node);
    if (ref !== undefined && !isRemoteRef(ref) && (file !== ctx.mainFile || !isInternalRef(ref))) {
      if (--budget < 0) throw invalid('too many $ref resolutions');
      const hash = ref.indexOf('#');
      const filePart = hash === -1 ? ref : ref.slice(0, hash);
      const fragment = hash === -1 ? '' : ref.slice(hash);
      const target = filePart === '' ? file : path.resolve(path.dirname(file), safeDecode(filePart));
      const tokens = parsePointer(fragment);
      if (!tokens) throw invalid(`$ref "${ref}" has an unsupported fragment (only JSON pointers are)`);
      const key2 = `${target}${toPointer(tokens)}`;
      const seen = inlined.get(key2);
      if (seen) {
        setOwn(parent, key, { $ref: toPointer(seen) });
        return;
      }
      if (target === ctx.mainFile) {
        setOwn(parent, key, { $ref: toPointer(tokens) });
        return;
      }
      const value = getAt(load(target, ref), tokens);
      if (value === undefined) throw invalid(`unresolved $ref "${ref}"`);
      setOwn(parent, key, structuredClone(value));
      inlined.set(key2, at.slice());
      visit(parent, key, at, target, depth + 1);
      return;
    }
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((v, i) => [i, v])
      : Object.entries(node);
    for (const [k, v] of entries) {
      if (typeof v !== 'object' || v === null) continue;
      at.push(k);
      visit(node as Record<string | number, unknown>, k, at, file, depth + 1);
      at.pop();
    }
  }

  const holder = { root: doc };
  visit(holder, 'root', [], ctx.mainFile, 0);
  return loaded;
}

/** Own-property write: a "__proto__" key from a document must stay data, not change a prototype. */
function setOwn(target: object, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}
