/**
 * Finds, in the server's source, every problem `detail` text the API can answer with (test helper
 * for the error catalogue's completeness check, issue 31). It parses each file with TypeScript's
 * parser and reads the detail argument of `badRequest`, `notFound`, `conflict`, `forbidden`,
 * `unauthorized` and `new AppError(status, detail)`, plus the reason arguments of the helpers in
 * `REASON_HELPERS`. A literal is one text; a template literal is a pattern with `\u0000` where a
 * value goes; a constant or an object property is followed to its literal anywhere in the server
 * or the contract package. What cannot be followed is reported as unresolved, with its place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const HOLE = '\u0000';

/**
 * Functions whose argument (at this index) ends up inside a detail text, by the file that calls them
 * (`*` for any file) and name: the field-check helper of item writes, and the document importer's
 * rejection reasons (answered as "Invalid document: {reason}").
 */
export const REASON_HELPERS: Record<string, Record<string, number>> = {
  'modules/catalog/items/validate.ts': { invalid: 1 },
  'modules/catalog/import/': { invalid: 0 },
};

const DETAIL_CALLS: Record<string, number> = {
  badRequest: 0,
  notFound: 0,
  conflict: 0,
  forbidden: 0,
  unauthorized: 0,
};

export interface DetailSite {
  file: string;
  line: number;
  /** Null when the argument could not be followed to text. */
  texts: string[] | null;
  source: string;
}

function walkFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'node_modules') walkFiles(path, out);
    } else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) out.push(path);
  }
  return out;
}

export function findDetailSites(roots: { server: string; shared: string[] }): DetailSite[] {
  const files = walkFiles(roots.server);
  const sharedFiles = roots.shared.flatMap((d) => walkFiles(d));
  const parsed = new Map<string, ts.SourceFile>();
  for (const f of [...files, ...sharedFiles])
    parsed.set(f, ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true));

  // Every `const NAME = <expr>` and every object literal property, by name, across all files.
  const consts = new Map<string, ts.Expression[]>();
  const props = new Map<string, ts.Expression[]>();
  const add = (m: Map<string, ts.Expression[]>, k: string, e: ts.Expression) =>
    m.set(k, [...(m.get(k) ?? []), e]);
  for (const sf of parsed.values()) {
    const visit = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
        add(consts, n.name.text, n.initializer);
        let init: ts.Expression = n.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        if (ts.isObjectLiteralExpression(init))
          for (const p of init.properties)
            if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
              add(props, `${n.name.text}.${p.name.text}`, p.initializer);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }

  const resolve = (e: ts.Expression, depth = 0): string[] | null => {
    if (depth > 6) return null;
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
    if (ts.isTemplateExpression(e)) {
      let out = [e.head.text];
      for (const span of e.templateSpans) {
        // A nested literal choice inside a template (`${n === 1 ? 'hour' : 'hours'}`) stays a hole.
        out = out.map((s) => s + HOLE + span.literal.text);
      }
      return out;
    }
    if (ts.isConditionalExpression(e)) {
      const a = resolve(e.whenTrue, depth + 1);
      const b = resolve(e.whenFalse, depth + 1);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      const b = resolve(e.right, depth + 1);
      return b;
    }
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const a = resolve(e.left, depth + 1) ?? [HOLE];
      const b = resolve(e.right, depth + 1) ?? [HOLE];
      return a.flatMap((x) => b.map((y) => x + y));
    }
    if (ts.isIdentifier(e)) {
      const found = consts.get(e.text);
      if (!found) return null;
      const all = found.map((x) => resolve(x, depth + 1));
      return all.every((x) => x) ? (all.flat() as string[]) : null;
    }
    if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression)) {
      const found = props.get(`${e.expression.text}.${e.name.text}`);
      if (!found) return null;
      const all = found.map((x) => resolve(x, depth + 1));
      return all.every((x) => x) ? (all.flat() as string[]) : null;
    }
    // `…`.trim(): the text itself.
    if (
      ts.isCallExpression(e) &&
      ts.isPropertyAccessExpression(e.expression) &&
      e.expression.name.text === 'trim'
    )
      return resolve(e.expression.expression, depth + 1);
    return null;
  };

  const sites: DetailSite[] = [];
  for (const f of files) {
    const sf = parsed.get(f)!;
    const visit = (n: ts.Node) => {
      let arg: ts.Expression | undefined;
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
        const name = n.expression.text;
        const file = relative(roots.server, f);
        const helper = Object.entries(REASON_HELPERS).find(([prefix]) => file.startsWith(prefix))?.[1];
        const i = DETAIL_CALLS[name] ?? helper?.[name];
        if (i !== undefined) arg = n.arguments[i];
      } else if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'AppError') {
        arg = n.arguments?.[1];
      }
      if (arg) {
        sites.push({
          file: relative(roots.server, f),
          line: sf.getLineAndCharacterOfPosition(arg.getStart()).line + 1,
          texts: resolve(arg),
          source: arg.getText(sf),
        });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return sites;
}
