import fs from 'node:fs';
import { parseRefdataFile } from '../modules/access/refdata-file.ts';
import { importRefdataRows } from '../modules/access/refdata-import.ts';
import type { Command } from './commands.ts';
import { openCliDb } from './db.ts';

const USAGE = `Usage: npm run storefront -- import-refdata <file.csv|file.json>

Loads reference data (kinds apps, prfs, owners) and designs (kind designs) used by the access form's
search. CSV has a header row; JSON is an array of objects. Columns: kind, code, name, short, regions
(CSV: "EMEA|APAC"), designId, designName; for designs, code is the design id and atlasId the
application code. Rows with an existing kind and code are updated. Any bad row is reported by its
line and nothing is loaded.`;

/** Reads and checks the file, then loads it; returns the exit code and what to print. */
export async function runImportRefdata(
  args: string[],
  open = openCliDb,
): Promise<{ code: number; out: string[]; err: string[] }> {
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file === '--help' || file === '-h')
    return { code: file === '--help' || file === '-h' ? 0 : 2, out: [USAGE], err: [] };
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return { code: 1, out: [], err: [`cannot read ${file}: ${(e as Error).message}`] };
  }
  const parsed = parseRefdataFile(file, source);
  if (parsed.errors.length > 0)
    return {
      code: 1,
      out: [],
      err: [...parsed.errors, `${file}: nothing loaded (${parsed.errors.length} problems)`],
    };
  const { handle } = await open();
  try {
    const summary = await importRefdataRows(handle.db, parsed.rows);
    return {
      code: 0,
      out: [`${file}: loaded ${summary.refdata} reference rows and ${summary.designs} designs`],
      err: [],
    };
  } finally {
    await handle.close();
  }
}

export const importRefdataCommand: Command = {
  summary: 'load reference data and designs for the access form from a CSV or JSON file',
  async run(args) {
    const result = await runImportRefdata(args);
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    return result.code;
  },
};
