import { parse as parseYaml } from 'yaml';
import { invalid } from './import-rejected.ts';
import { type ImportLimits, tooLarge } from './limits.ts';

export type DocumentFormat = 'json' | 'yaml';

export interface ParsedText {
  value: unknown;
  format: DocumentFormat;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes → text, refusing anything that is not UTF-8 text (binary files, UTF-16, images...). */
export function decodeText(content: Uint8Array, limits: ImportLimits): string {
  if (content.length >= limits.maxBytes) {
    throw invalid(tooLarge(content.length, limits));
  }
  if (content.length === 0) throw invalid('document is empty');
  if (content.indexOf(0) !== -1) throw invalid('not a text document (contains NUL bytes)');
  try {
    return utf8.decode(content);
  } catch {
    throw invalid('not a text document (invalid UTF-8)');
  }
}

/** Parses JSON or YAML (chosen by content: JSON starts with "{"), with YAML alias limits. */
export function parseText(text: string, limits: ImportLimits): ParsedText {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trimStart().startsWith('{')) {
    checkJsonDepth(body, limits.maxDepth);
    try {
      return { value: JSON.parse(body), format: 'json' };
    } catch (err) {
      // Some YAML documents start with a flow mapping; only report JSON errors if YAML also fails.
      const yaml = tryYaml(body, limits);
      if (yaml.ok) return { value: yaml.value, format: 'yaml' };
      throw invalid(`not valid JSON: ${(err as Error).message}`);
    }
  }
  const yaml = tryYaml(body, limits);
  if (!yaml.ok) throw invalid(yaml.reason);
  return { value: yaml.value, format: 'yaml' };
}

/**
 * JSON.parse copes with any depth but takes quadratic time on it (20 million nested arrays: 45 s and
 * 1.2 GB), so nesting is counted in one linear pass before parsing.
 */
function checkJsonDepth(text: string, maxDepth: number) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) throw invalid(`nesting is too deep (more than ${maxDepth} levels)`);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

function tryYaml(
  body: string,
  limits: ImportLimits,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    const value = parseYaml(body, {
      maxAliasCount: limits.maxAliases,
      merge: true,
      uniqueKeys: false,
      prettyErrors: false,
    });
    return { ok: true, value };
  } catch (err) {
    const message = (err as Error).message ?? String(err);
    if (err instanceof RangeError || /call stack/i.test(message)) {
      return { ok: false, reason: `nesting is too deep (more than ${limits.maxDepth} levels)` };
    }
    if (/alias/i.test(message)) {
      return {
        ok: false,
        reason: `too many YAML aliases (limit ${limits.maxAliases}): ${firstLine(message)}`,
      };
    }
    return { ok: false, reason: `not valid YAML: ${firstLine(message)}` };
  }
}

function firstLine(s: string): string {
  const line = s.split('\n', 1)[0] ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

export type SpecVersion = { family: 'swagger' | 'openapi'; version: string };

/** Which OpenAPI family and version a parsed document declares; rejects anything else. */
export function detectSpecVersion(doc: unknown): SpecVersion {
  if (!isObject(doc)) throw invalid(NO_VERSION_FIELD);
  if (doc.swagger !== undefined) {
    const v = String(doc.swagger);
    if (v === '2.0' || v === '2') return { family: 'swagger', version: '2.0' };
    throw invalid(`Swagger ${v} is not supported (Swagger 2.0 and OpenAPI 3.0 and 3.1 are)`);
  }
  if (doc.openapi !== undefined) {
    const v = String(doc.openapi);
    if (/^3\.[01](\.\d+)?(-[\w.]+)?$/.test(v)) return { family: 'openapi', version: v };
    throw invalid(`OpenAPI ${v} is not supported (Swagger 2.0 and OpenAPI 3.0 and 3.1 are)`);
  }
  throw invalid(NO_VERSION_FIELD);
}

/** Directory walks skip files with this reason (shared $ref fragments) instead of rejecting them. */
export const NO_VERSION_FIELD =
  'not an OpenAPI or AsyncAPI document: no openapi, swagger or asyncapi version field';

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
