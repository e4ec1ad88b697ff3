import { Parser } from 'htmlparser2';
import { Marked } from 'marked';

/** Stored summary length: enough for the card (250) and list/bundle (150) cuts made by the web. */
export const SUMMARY_MAX = 300;

const ELLIPSIS = '…';

// GitHub-flavoured Markdown (tables, autolinks); raw HTML passes through to the HTML step.
const markdown = new Marked({ gfm: true, breaks: false });

/** Elements whose content is never prose. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'math',
  'iframe',
  'object',
  'head',
]);
/** Code blocks: left out of the summary unless they are all the text there is. */
const CODE_BLOCK = 'pre';
/** Inline elements: no word break around them ("<b>Pet</b>store" stays one word). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
]);

/** Visible words of an HTML fragment: prose, and separately prose plus code blocks. */
function htmlWords(html: string): { prose: string; withCode: string } {
  const prose: string[] = [];
  const withCode: string[] = [];
  let dropped = 0;
  let inCode = 0;
  const gap = () => {
    prose.push(' ');
    withCode.push(' ');
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED.has(name)) dropped++;
        else if (name === CODE_BLOCK) inCode++;
        if (!INLINE.has(name)) gap();
      },
      onclosetag(name) {
        if (DROPPED.has(name)) dropped = Math.max(0, dropped - 1);
        else if (name === CODE_BLOCK) inCode = Math.max(0, inCode - 1);
        if (!INLINE.has(name)) gap();
      },
      ontext(text) {
        if (dropped > 0) return;
        withCode.push(text);
        if (inCode === 0) prose.push(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return { prose: prose.join(''), withCode: withCode.join('') };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Descriptions copied out of YAML block scalars are often indented as a whole, which Markdown would
 * read as one code block: remove the indentation common to every non-blank line.
 */
function dedent(text: string): string {
  const lines = text.split(/\r?\n/);
  const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const common = Math.min(...indents);
  return common > 0 ? lines.map((l) => l.slice(common)).join('\n') : text;
}

/**
 * Two heading slips seen in real descriptions that Markdown parsers (rightly) keep as text:
 * "##Getting Started" (no space, which original Markdown.pl accepted) and a heading glued to the end
 * of the previous sentence ("…shopper email).## Authentication").
 */
function repairHeadings(text: string): string {
  return text.replace(/^(#{1,6})(?=[^\s#])/gm, '$1 ').replace(/([.!?:)])(#{1,6}) (?=\S)/g, '$1\n\n$2 ');
}

/** Markup still present after decoding (HTML escaped twice, or <placeholders>) is read once more. */
const hasMarkup = (text: string) => /<[A-Za-z!/?]/.test(text);

/** Cuts `text` to at most `max` characters on a word boundary, ending with "…" when cut. */
export function cutOnWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single overlong word (a URL) is cut where it is; otherwise at the last whole word.
  const head = lastSpace > max / 2 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${head.replace(/[\s,;:([{-]+$/u, '')}${ELLIPSIS}`;
}

/**
 * A description (Markdown, HTML, or both) as plain words for cards and rows: headings, emphasis and
 * tables reduced to their text, links to their text, images, scripts and code blocks left out (code
 * is kept only when there is nothing else), entities decoded, whitespace collapsed, cut on a word
 * boundary at `max` characters with "…".
 */
export function plainSummary(description: string | null | undefined, max = SUMMARY_MAX): string {
  const source = description ?? '';
  if (!source.trim()) return '';
  const html = markdown.parse(repairHeadings(dedent(source)), { async: false });
  const words = htmlWords(html);
  let text = collapse(words.prose) || collapse(words.withCode);
  if (hasMarkup(text)) text = collapse(htmlWords(text).withCode);
  return cutOnWord(text, max);
}
