/**
 * Provider text (HTML or Markdown with HTML) reduced to plain text for places that show it cut or in
 * tables: never rendered as markup. An inert DOMParser document runs no scripts and loads nothing.
 */
export function plainText(html: string | null | undefined): string {
  const value = html ?? '';
  if (!/[<&]/.test(value)) return value.replace(/\s+/g, ' ').trim();
  // A space before each tag keeps words of adjacent blocks ("</p><p>") apart.
  const doc = new DOMParser().parseFromString(value.replace(/</g, ' <'), 'text/html');
  for (const el of doc.querySelectorAll('script, style, template')) el.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
