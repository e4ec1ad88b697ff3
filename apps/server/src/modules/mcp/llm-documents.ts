import type { Database } from '../../db/connection.ts';
import { notFound } from '../../errors.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { loadSharedItemDetails, searchCatalog } from '../catalog/index.ts';
import { loadCompiled } from '../docs/index.ts';
import { documentMarkdown, type MarkdownPage } from './markdown.ts';
import { listHiddenItemIds } from './service.ts';

/** Entries of llms.txt: enough to find an API, small enough for a model's context. */
export const LLMS_MAX_ITEMS = 1000;

const detailsUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/store/catalog/details/${encodeURIComponent(id)}`;
const markdownUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/api/web/catalog/item/${encodeURIComponent(id)}/markdown`;

/** One page of an item's document as Markdown (as the web serves it to a signed-in user). */
export async function markdownOf(
  db: Database,
  publicUrl: string,
  itemId: string,
  page: number,
): Promise<MarkdownPage> {
  const item = await loadSharedItemDetails(db, itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const compiled = await loadCompiled(db, itemId);
  return documentMarkdown(
    compiled,
    { id: itemId, name: item.name, url: detailsUrl(publicUrl, itemId) },
    page,
  );
}

/**
 * llms.txt (llmstxt.org): the portal's name, what it is, and its APIs in name order with their
 * Markdown links, at most LLMS_MAX_ITEMS; items providers hid from agents are left out.
 */
export async function llmsIndex(db: Database, publicUrl: string, userId: number): Promise<string> {
  const hidden = new Set(await listHiddenItemIds(db));
  const lines = [
    '# Storefront API catalogue',
    '',
    '> The APIs of this developer portal. Each link is the API document as Markdown (overview, authentication, operations, schemas; long documents in pages). Requests need the bearer token of a signed-in user; agents can use the MCP server at /mcp instead.',
    '',
    '## APIs',
    '',
  ];
  let offset = 0;
  let total = Number.POSITIVE_INFINITY;
  let listed = 0;
  while (offset < total && listed < LLMS_MAX_ITEMS) {
    const page = await searchCatalog(db, { pageSize: 100, offset, sortField: 'sortName:asc' }, userId);
    total = page.metadata.totalSize;
    if (page.results.length === 0) break;
    offset += page.results.length;
    for (const card of page.results) {
      if (hidden.has(card.id) || listed >= LLMS_MAX_ITEMS) continue;
      listed++;
      const summary = card.summary ? `: ${card.summary.replace(/\s+/g, ' ')}` : '';
      lines.push(
        `- [${card.name.replace(/[[\]]/g, '')} ${card.version}](${markdownUrl(publicUrl, card.id)})${summary}`,
      );
    }
  }
  if (listed < total - hidden.size && listed >= LLMS_MAX_ITEMS)
    lines.push(
      '',
      `_The first ${LLMS_MAX_ITEMS} of ${total} APIs by name; search the portal or use /mcp for the rest._`,
    );
  lines.push('', '## Optional', '', `- [Portal](${publicUrl}/store/): the developer portal itself`, '');
  return lines.join('\n');
}
