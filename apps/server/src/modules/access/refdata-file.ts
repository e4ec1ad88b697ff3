/**
 * Reference data files for `storefront import-refdata`: CSV (header row) or JSON (an array of
 * objects). Every row is checked first and each bad one is reported by its line, so a file with any
 * bad row loads nothing.
 *
 * Columns / keys: kind (apps, prfs, owners or designs), code, name, short, regions (CSV: separated by
 * "|" or ";"), designId, designName; for kind designs: code is the design id and atlasId the
 * application it belongs to.
 */

export type RefdataRow =
  | {
      kind: 'apps' | 'prfs' | 'owners';
      code: string;
      name: string;
      short: string;
      regions: string[];
      designId: string | null;
      designName: string | null;
    }
  | { kind: 'designs'; code: string; name: string; atlasId: string | null };

export interface ParsedFile {
  rows: RefdataRow[];
  errors: string[];
}

const KINDS = new Set(['apps', 'prfs', 'owners', 'designs']);
const COLUMNS = new Set(['kind', 'code', 'name', 'short', 'regions', 'designId', 'designName', 'atlasId']);

type Raw = Record<string, unknown>;

const text = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : String(v).trim();

function checkRow(raw: Raw, line: number, errors: string[]): RefdataRow | null {
  const problems: string[] = [];
  for (const key of Object.keys(raw)) if (!COLUMNS.has(key)) problems.push(`unknown column "${key}"`);
  const kind = text(raw.kind);
  const code = text(raw.code);
  const name = text(raw.name);
  if (!KINDS.has(kind)) problems.push(`kind must be apps, prfs, owners or designs, got "${kind}"`);
  if (!code) problems.push('code is required');
  else if (code.length > 100) problems.push('code is longer than 100 characters');
  if (!name) problems.push('name is required');
  else if (name.length > 200) problems.push('name is longer than 200 characters');
  const short = text(raw.short);
  if (short.length > 100) problems.push('short is longer than 100 characters');
  let regions: string[] = [];
  if (Array.isArray(raw.regions)) regions = raw.regions.map(text).filter(Boolean);
  else if (raw.regions !== undefined && raw.regions !== null && typeof raw.regions !== 'string')
    problems.push('regions must be a list or text');
  else
    regions = text(raw.regions)
      .split(/[|;]/)
      .map((r) => r.trim())
      .filter(Boolean);
  if (regions.some((r) => r.length > 50)) problems.push('a region is longer than 50 characters');
  if (problems.length > 0) {
    errors.push(`line ${line}: ${problems.join('; ')}`);
    return null;
  }
  const orNull = (v: unknown) => text(v) || null;
  if (kind === 'designs') return { kind, code, name, atlasId: orNull(raw.atlasId) };
  return {
    kind: kind as 'apps' | 'prfs' | 'owners',
    code,
    name,
    short,
    regions,
    designId: orNull(raw.designId),
    designName: orNull(raw.designName),
  };
}

function checkAll(records: { raw: Raw; line: number }[], errors: string[]): ParsedFile {
  const rows: RefdataRow[] = [];
  const seen = new Map<string, number>();
  for (const { raw, line } of records) {
    const row = checkRow(raw, line, errors);
    if (!row) continue;
    const key = `${row.kind}\u0000${row.code}`;
    if (seen.has(key)) errors.push(`line ${line}: ${row.kind} "${row.code}" repeats line ${seen.get(key)}`);
    else seen.set(key, line);
    rows.push(row);
  }
  if (records.length === 0 && errors.length === 0) errors.push('the file has no rows');
  return { rows, errors };
}

/** RFC 4180 records with the line each starts on (quoted fields may hold commas, quotes, newlines). */
export function readCsvRecords(source: string): { cells: string[]; line: number }[] {
  const records: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const s = source.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((v) => v !== '')) records.push({ cells, line: start });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((v) => v !== '')) records.push({ cells, line: start });
  return records;
}

export function parseRefdataCsv(source: string): ParsedFile {
  const [header, ...records] = readCsvRecords(source);
  if (!header) return { rows: [], errors: ['the file has no header row'] };
  const names = header.cells.map((h) => h.trim());
  const errors: string[] = [];
  for (const n of names) if (!COLUMNS.has(n)) errors.push(`line ${header.line}: unknown column "${n}"`);
  if (errors.length) return { rows: [], errors };
  const raws = records.flatMap(({ cells, line }) => {
    if (cells.length === names.length)
      return [{ raw: Object.fromEntries(names.map((n, i) => [n, cells[i]])), line }];
    errors.push(`line ${line}: ${cells.length} cells where the header has ${names.length}`);
    return [];
  });
  return checkAll(raws, errors);
}

/** The line each top-level array element starts on. */
function elementLines(source: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      if (depth === 1) lines.push(line);
      inString = true;
    } else if (c === '{' || c === '[') {
      if (depth === 1) lines.push(line);
      depth++;
    } else if (c === '}' || c === ']') depth--;
    else if (depth === 1 && /[-0-9tfn]/.test(c ?? '') && /[[,\s]/.test(source[i - 1] ?? '')) lines.push(line);
  }
  return lines;
}

export function parseRefdataJson(source: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(source.replace(/^\uFEFF/, ''));
  } catch (err) {
    return { rows: [], errors: [`not valid JSON: ${(err as Error).message}`] };
  }
  if (!Array.isArray(data)) return { rows: [], errors: ['the JSON must be an array of rows'] };
  const lines = elementLines(source);
  const errors: string[] = [];
  const raws = data.flatMap((raw, i) => {
    const line = lines[i] ?? i + 1;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      errors.push(`line ${line}: a row must be an object`);
      return [];
    }
    return [{ raw: raw as Raw, line }];
  });
  return checkAll(raws, errors);
}

export function parseRefdataFile(fileName: string, source: string): ParsedFile {
  if (/\.json$/i.test(fileName)) return parseRefdataJson(source);
  if (/\.csv$/i.test(fileName)) return parseRefdataCsv(source);
  return { rows: [], errors: [`${fileName}: the file name must end in .csv or .json`] };
}
