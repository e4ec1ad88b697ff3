import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { formatSummary, type ImportFileResult, importPaths } from '../modules/catalog/import/import-files.ts';
import type { ImportMetadata } from '../modules/catalog/import/metadata.ts';
import type { Command } from './commands.ts';
import { openCliDb } from './db.ts';

const USAGE = `Usage: npm run storefront -- import <file-or-directory...> [options]

Imports OpenAPI 3.0/3.1, Swagger 2.0 and AsyncAPI 2.x/3.x documents (JSON or YAML). Directories are walked for
*.json, *.yaml and *.yml; <document>.storefront.json|yaml beside a document holds its catalogue
metadata, and these flags override it for every document:
  --id <id>                   item id (only with a single document)
  --division <name>           --owner <name>
  --classification <id>       (repeatable) existing classification id
  --state <name>              --state-colour <colour>   (default colour: info)
  --pricing-plan <code>       (repeatable) existing pricing plan code
  --storefront <runtime:group:api>
  --interface-type <type>     (default REST; AsyncAPI for AsyncAPI documents)
  --attachment <file>         (repeatable) path relative to the document
  --limit <n>                 import at most n documents
  --concurrency <n>           documents in flight (default 2; parsing runs on worker threads)
  --quiet                     print only rejections and the summary`;

export function parseImportArgs(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      division: { type: 'string' },
      owner: { type: 'string' },
      classification: { type: 'string', multiple: true },
      state: { type: 'string' },
      'state-colour': { type: 'string' },
      'state-color': { type: 'string' },
      'pricing-plan': { type: 'string', multiple: true },
      storefront: { type: 'string' },
      'interface-type': { type: 'string' },
      attachment: { type: 'string', multiple: true },
      limit: { type: 'string' },
      concurrency: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const colour = values['state-colour'] ?? values['state-color'];
  if (colour && !values.state) throw new Error('--state-colour needs --state');
  const metadata: ImportMetadata = {
    id: values.id,
    division: values.division,
    owner: values.owner,
    classifications: values.classification,
    state: values.state ? { name: values.state, colour } : undefined,
    pricingPlans: values['pricing-plan'],
    storefront: values.storefront,
    interfaceType: values['interface-type'],
    attachments: values.attachment,
  };
  for (const k of Object.keys(metadata) as (keyof ImportMetadata)[])
    if (metadata[k] === undefined) delete metadata[k];
  const whole = (name: string, v: string | undefined) => {
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v)) throw new Error(`--${name} must be a whole number, got "${v}"`);
    return Number(v);
  };
  if (
    metadata.id &&
    (positionals.length !== 1 || fs.statSync(positionals[0]!, { throwIfNoEntry: false })?.isDirectory())
  ) {
    throw new Error('--id needs exactly one document');
  }
  return {
    paths: positionals,
    metadata,
    limit: whole('limit', values.limit),
    concurrency: whole('concurrency', values.concurrency),
    quiet: values.quiet ?? false,
    help: values.help ?? false,
  };
}

export function describeResult(r: ImportFileResult): string {
  if (r.status === 'rejected') return `rejected  ${r.file}: ${r.reason}`;
  if (r.status === 'skipped') return `skipped   ${r.file}: ${r.reason}`;
  const notes = r.warnings.length ? ` [${r.warnings.join('; ')}]` : '';
  return `${r.status.padEnd(9)} ${r.file} → ${r.itemId} (${r.operations} operations)${notes}`;
}

export const importCommand: Command = {
  summary: 'import OpenAPI/Swagger/AsyncAPI documents (files or directories) into the catalogue',
  async run(args) {
    const opts = parseImportArgs(args);
    if (opts.help || opts.paths.length === 0) {
      console.log(USAGE);
      return opts.help ? 0 : 2;
    }
    const { handle } = await openCliDb();
    try {
      const summary = await importPaths(handle.db, opts.paths, {
        metadata: opts.metadata,
        limit: opts.limit,
        concurrency: opts.concurrency,
        onResult: (r) => {
          if (r.status === 'rejected') console.error(describeResult(r));
          else if (!opts.quiet) console.log(describeResult(r));
        },
      });
      console.log(formatSummary(summary));
      return summary.rejected.length ? 1 : 0;
    } finally {
      await handle.close();
    }
  },
};
