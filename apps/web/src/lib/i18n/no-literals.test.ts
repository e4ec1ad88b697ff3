import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '../..');

/**
 * No component renders literal text (issue 31): every user-facing string comes from a catalogue.
 * Every .tsx under src is checked (tests aside), so a new component is checked by default; the few
 * files below are not, each for its reason.
 */
export const EXCEPTIONS = [
  // Test helpers: they build the fixtures tests render (an item's "elsewhere" link), not screens.
  'test',
  'features/details/test-helpers.tsx',
];

/**
 * Literal strings that are data, not interface text, by file. The branding tab's preview falls
 * back to default branding words when a field is empty; brand and landing words are the
 * provider's, shown as written in every language (as the landing page shows its defaults).
 */
export const ALLOWED: Record<string, string[]> = {
  'features/provider-workspace/branding-panel.tsx': [
    '{"Storefront"}',
    '{"Welcome to the API Storefront"}',
    '{"Discover, try and get access to our APIs."}',
  ],
};

/** The files checked: every component under src but the exceptions and tests. */
export function checkedFiles(): string[] {
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => !EXCEPTIONS.some((e) => f === e || f.startsWith(`${e}/`)))
    .sort();
}

/** Props whose string value is read out or shown. */
const TEXT_PROPS = new Set(['aria-label', 'title', 'label', 'placeholder', 'description', 'alt']);

/**
 * The strings an expression may render as written: a string or template literal with a letter in
 * its fixed parts, followed through conditions (`a ? 'x' : y`) and fallbacks (`v ?? 'x'`, `v || 'x'`,
 * `ok && 'x'`). A call (`_('key')`) or a variable is not followed: its text is not literal here.
 */
function renderedLiterals(e: ts.Expression | undefined, found: string[]) {
  if (!e) return;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
    if (/\p{L}/u.test(e.text)) found.push(e.text);
  } else if (ts.isTemplateExpression(e)) {
    const fixed = [e.head.text, ...e.templateSpans.map((s) => s.literal.text)];
    if (fixed.some((t) => /\p{L}/u.test(t))) found.push(fixed.join('…'));
  } else if (ts.isParenthesizedExpression(e)) renderedLiterals(e.expression, found);
  else if (ts.isConditionalExpression(e)) {
    renderedLiterals(e.whenTrue, found);
    renderedLiterals(e.whenFalse, found);
  } else if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
      renderedLiterals(e.left, found);
      renderedLiterals(e.right, found);
    } else if (op === ts.SyntaxKind.AmpersandAmpersandToken) renderedLiterals(e.right, found);
  }
}

/**
 * Literal texts in JSX: text children with a letter, string expressions rendered as children
 * (`{'Copy'}`, `{ok ? 'Copied' : 'Copy'}`), and text props given such a string.
 */
export function literalTexts(code: string, file = 'x.tsx'): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const texts: string[] = [];
      renderedLiterals(node.expression, texts);
      found.push(...texts.map((t) => `{${JSON.stringify(t)}}`));
    }
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer;
      const texts: string[] = [];
      if (ts.isStringLiteral(init)) texts.push(...(/\p{L}/u.test(init.text) ? [init.text] : []));
      else if (ts.isJsxExpression(init)) renderedLiterals(init.expression, texts);
      found.push(...texts.map((t) => `${node.name.getText(source)}="${t}"`));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no literal texts in components', () => {
  it.each(checkedFiles())('%s', (file) => {
    const allowed = ALLOWED[file] ?? [];
    const found = literalTexts(fs.readFileSync(path.join(src, file), 'utf8'), file);
    expect(found.filter((t) => !allowed.includes(t))).toEqual([]);
  });

  it('checks every component, the documentation viewer and new files included', () => {
    const checked = checkedFiles();
    expect(checked).toContain('features/details/documentation/viewer/try-panel.tsx');
    expect(checked).toContain('features/details/documentation/viewer/asyncapi-view.tsx');
    expect(checked).toContain('app/app.tsx');
    expect(checked.some((f) => f.startsWith('test/'))).toBe(false);
    // Each exception and allowed text still exists, so neither list keeps what no longer applies.
    for (const e of EXCEPTIONS) expect(fs.existsSync(path.join(src, e)), e).toBe(true);
    for (const [file, texts] of Object.entries(ALLOWED))
      expect(literalTexts(fs.readFileSync(path.join(src, file), 'utf8'), file)).toEqual(
        expect.arrayContaining(texts),
      );
  });

  it('catches text children and text props, not calls, variables, punctuation or class names', () => {
    expect(
      literalTexts(
        '<div className="a" aria-label="Close"><b>Hello</b>{t("x")}<img alt={t("y")} /><X title={`Hi`} />{", "}{name}</div>',
      ),
    ).toEqual(['aria-label="Close"', 'Hello', 'title="Hi"']);
  });

  it('catches strings rendered through conditions, fallbacks and templates', () => {
    expect(
      literalTexts(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the JSX source under test
        '<p title={ok ? t("a") : "Failed"} label={`${n} items`}>{done ? "Copied" : t("copy")}{hint ?? "None"}{busy && "Wait"}{`${a} (${b})`}</p>',
      ),
    ).toEqual(['title="Failed"', 'label="… items"', '{"Copied"}', '{"None"}', '{"Wait"}']);
  });
});
