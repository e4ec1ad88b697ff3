import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Every Markdown link in README.md and docs/*.md must resolve: the file exists, and a heading anchor into another .md file names a heading there. */

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface Link {
  text: string;
  target: string;
  line: number;
}

/** Markdown links `[text](target)` outside fenced code blocks and inline code spans. */
function extractLinks(markdown: string): Link[] {
  const links: Link[] = [];
  let fenced = false;
  markdown.split('\n').forEach((raw, index) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = raw.replace(/`[^`]*`/g, '');
    for (const m of line.matchAll(/\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ text: m[1] ?? '', target: m[2] ?? '', line: index + 1 });
    }
  });
  return links;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = (m[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^(https?:|mailto:)/i.test(target);

/** Broken links of one Markdown file, as `file:line target (reason)`. */
function brokenLinks(
  file: string,
  markdown: string,
  read: (absolute: string) => string | undefined = readIfExists,
): string[] {
  const broken: string[] = [];
  for (const link of extractLinks(markdown)) {
    if (isExternal(link.target) || link.target.startsWith('#')) continue;
    const [rawPath = '', anchor] = link.target.split('#', 2);
    const absolute = path.resolve(path.dirname(file), decodeURIComponent(rawPath));
    const where = `${path.relative(repoRoot, file)}:${link.line} ${link.target}`;
    const content = read(absolute);
    if (content === undefined) {
      broken.push(`${where} (no such file)`);
    } else if (anchor && absolute.endsWith('.md') && !headingAnchors(content).has(anchor)) {
      broken.push(`${where} (no heading #${anchor})`);
    }
  }
  return broken;
}

function readIfExists(absolute: string): string | undefined {
  if (!fs.existsSync(absolute)) return undefined;
  return fs.statSync(absolute).isDirectory() ? '' : fs.readFileSync(absolute, 'utf8');
}

function markdownFiles(): string[] {
  const docs = path.join(repoRoot, 'docs');
  const pages = fs
    .readdirSync(docs)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(docs, name));
  return [path.join(repoRoot, 'README.md'), ...pages];
}

describe('link extractor', () => {
  it('finds links, skipping code', () => {
    const md = [
      'See [config](configuration.md#server) and [site](https://example.com).',
      'Inline `[not](a-link.md)` is code.',
      '```',
      '[also not](in-a-fence.md)',
      '```',
      '[top](#top) and [mail](mailto:a@b.c)',
    ].join('\n');
    expect(extractLinks(md).map((l) => l.target)).toEqual([
      'configuration.md#server',
      'https://example.com',
      '#top',
      'mailto:a@b.c',
    ]);
  });

  it('names GitHub heading anchors', () => {
    const anchors = headingAnchors('# Where does X go\n## 2026-11-26 — Compiled server\n## Tabs\n## Tabs\n');
    expect([...anchors]).toEqual(['where-does-x-go', '2026-11-26--compiled-server', 'tabs', 'tabs-1']);
  });

  it('reports a missing file and a missing heading, not external or same-page links', () => {
    const file = path.join(repoRoot, 'docs', 'example.md');
    const files: Record<string, string> = {
      [path.join(repoRoot, 'docs', 'real.md')]: '# Real page\n## Setup\n',
    };
    const md =
      '[ok](real.md) [ok](real.md#setup) [bad](missing.md) [bad](real.md#nowhere) [x](https://x.y) [y](#here)';
    expect(brokenLinks(file, md, (p) => files[p])).toEqual([
      'docs/example.md:1 missing.md (no such file)',
      'docs/example.md:1 real.md#nowhere (no heading #nowhere)',
    ]);
  });
});

describe('README.md and docs/*.md', () => {
  const files = markdownFiles();

  it('include the README and the docs pages', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [path.relative(repoRoot, f), f]))(
    '%s: every relative link resolves',
    (_name, file) => {
      expect(brokenLinks(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});
