import { RE2 } from 're2-wasm';

/**
 * Patterns in API documents are third-party input, and so are the values the mock checks against
 * them: a backtracking engine (V8's RegExp) can be made to run for minutes by a pattern such as
 * `^(a+)+$`. Ajv takes its engine from `code.regExp`; this one is RE2 (linear time, compiled to
 * WebAssembly so nothing native is built).
 */
export interface PatternTest {
  test(s: string): boolean;
  /**
   * Ajv keys the patterns of one instance by `toString()`: without a distinct text, every pattern
   * after the first was tested with the first one's matcher.
   */
  toString(): string;
}

/**
 * RE2 objects live in WebAssembly memory and are never freed by the garbage collector, so each
 * distinct pattern is compiled once for the whole process (documents share most of theirs).
 */
const compiled = new Map<string, PatternTest>();

/** What RE2 cannot express (look-arounds, back-references) is not checked at all: those are the
 * constructs that backtrack; accepting is the safer failure for a mock. */
const unchecked = (pattern: string): PatternTest => ({
  test: () => true,
  toString: () => `unchecked:/${pattern}/`,
});

export const unsupportedPatterns = new Set<string>();

export function linearRegExp(pattern: string, _flags?: string): PatternTest {
  let re = compiled.get(pattern);
  if (!re) {
    try {
      const r = new RE2(pattern, 'u');
      // RE2's test moves lastIndex only for global or sticky expressions; neither is set here.
      re = { test: (s: string) => r.test(s), toString: () => `/${pattern}/u` };
    } catch {
      unsupportedPatterns.add(pattern);
      re = unchecked(pattern);
    }
    compiled.set(pattern, re);
  }
  return re;
}
// Ajv writes `code` into standalone validation code only; the mock never generates standalone code.
linearRegExp.code = 'require("re2-wasm").RE2';

/**
 * Whether generating a string from the pattern (the sampler expands it with randexp) stays small:
 * nested counted repeats such as `((a{1000}){1000}){1000}` expand to gigabytes. The product of the
 * counted repeats' bounds is an over-estimate that is cheap to read.
 */
export function safeToExpand(pattern: string): boolean {
  let product = 1;
  for (const m of pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
    product *= Math.max(Number(m[1]), m[2] ? Number(m[2]) : m[2] === '' ? Number(m[1]) + 100 : 0, 1);
    if (product > 10_000) return false;
  }
  return true;
}

/** Whether every `pattern` in the document is safe to expand (walked once per compiled document). */
export function patternsSafeToExpand(doc: unknown): boolean {
  const stack: unknown[] = [doc];
  const seen = new Set<object>();
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const v of node) stack.push(v);
      continue;
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'pattern' && typeof v === 'string' && !safeToExpand(v)) return false;
      if (v && typeof v === 'object') stack.push(v);
    }
  }
  return true;
}
