/**
 * Item descriptions may hold provider HTML; cards show plain text (never markup). An inert
 * DOMParser document runs no scripts and loads nothing; its text content is all we keep.
 */
export function plainText(html: string | null | undefined): string {
  const value = html ?? '';
  if (!/[<&]/.test(value)) return value;
  // A space before each tag keeps words of adjacent blocks ("</p><p>") apart.
  const doc = new DOMParser().parseFromString(value.replace(/</g, ' <'), 'text/html');
  for (const el of doc.querySelectorAll('script, style, template')) el.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
