import { apiFetch } from '../../../../lib/api-client.ts';

/** GET /api/web/catalog/item/{id}/markdown: the document as Markdown for LLMs (first page). */
export async function getMarkdown(itemId: string): Promise<{ text: string; pages: number }> {
  const res = await apiFetch(`/api/web/catalog/item/${encodeURIComponent(itemId)}/markdown`, {
    headers: { accept: 'text/markdown' },
  });
  return { text: await res.text(), pages: Number(res.headers.get('x-pages') ?? '1') };
}
