import { useMemo } from 'react';
import { renderProviderText } from '../../../../lib/rich-text.ts';

/**
 * Rendered descriptions by text: documents repeat them across operations (GitHub's owner and repo
 * parameters alone appear on hundreds), and Markdown plus sanitising costs milliseconds each.
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 2000;

export function markdownHtml(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    html = renderProviderText(text);
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
    rendered.set(text, html);
  }
  return html;
}

export function Markdown({ text }: { text: string }) {
  const html = useMemo(() => markdownHtml(text), [text]);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderProviderText (DOMPurify, http(s) links only)
  return <div className="docs-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
