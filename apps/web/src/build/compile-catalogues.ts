import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = '\0catalogue:';
/** The shared catalogues (locales/<code>.json) and the per-area ones (locales/<area>/<code>.json). */
const CATALOGUE = /[/\\]i18n[/\\]locales[/\\](?:[\w-]+[/\\])?[a-z]{2}\.json$/;

/** A catalogue's flat `{ key: ICU message }` compiled to Lingui's runtime form. */
export function compileCatalogue(json: string, file = 'catalogue'): Record<string, unknown> {
  const source = JSON.parse(json) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
    compiled[key] = compileMessageOrThrow(message);
  }
  return compiled;
}

/**
 * Message catalogues (src/lib/i18n/locales/*.json) are compiled at build time, so the browser gets
 * ready-to-run messages and no ICU parser (Lingui's production mode expects this). Each stays the
 * target of its own dynamic import, so each is its own chunk, loaded only for its language.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'storefront-compile-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return null;
      const file = path.resolve(path.dirname(importer), source);
      // Not ending in .json, or Vite's JSON plugin would parse the compiled module again.
      return CATALOGUE.test(file) ? `${PREFIX}${file}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      const compiled = compileCatalogue(fs.readFileSync(file, 'utf8'), path.basename(file));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
