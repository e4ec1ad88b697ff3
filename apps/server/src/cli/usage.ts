import type { UsageQuery, UsageReport } from '@storefront/contract/usage';
import { AppError } from '../errors.ts';
import { getUsageReport } from '../modules/usage/service.ts';
import type { Command } from './commands.ts';
import { openCliDb } from './db.ts';

const USAGE =
  'usage: npm run storefront -- usage [itemId] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--bucket day|week] [--csv]';

export function parseUsageArgs(args: string[]): { query: UsageQuery; csv: boolean } {
  const query: UsageQuery = {};
  let csv = false;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? args[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--csv') csv = true;
    else if (flag === '--from') query.from = value();
    else if (flag === '--to') query.to = value();
    else if (flag === '--bucket') {
      const b = value();
      if (b !== 'day' && b !== 'week') throw new Error(`--bucket must be day or week\n${USAGE}`);
      query.bucket = b;
    } else if (flag.startsWith('-') || query.itemId !== undefined)
      throw new Error(`unexpected ${args[i]}\n${USAGE}`);
    else query.itemId = flag;
  }
  return { query, csv };
}

const COLUMNS = [
  ['views', 'views'],
  ['favourites', 'favourites'],
  ['watchers', 'watchers'],
  ['questions', 'questions'],
  ['accessRequests', 'access requests'],
  ['keysIssued', 'keys issued'],
] as const;

/** One line per bucket: events in it, favourites and watchers at its end. */
export function formatUsage(report: UsageReport, csv: boolean): string {
  const header = ['bucket', ...COLUMNS.map(([, label]) => label)];
  const rows = report.buckets.map((b, i) => [
    b.start === b.end ? b.start : `${b.start}..${b.end}`,
    ...COLUMNS.map(([key]) =>
      String(
        key === 'favourites'
          ? report.levels.favourites[i]
          : key === 'watchers'
            ? report.levels.watchers[i]
            : report.series[key][i],
      ),
    ),
  ]);
  if (csv) return [header, ...rows].map((r) => r.join(',')).join('\n');
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const title = `${report.item ? `${report.item.name} (${report.item.id})` : 'All items'}, ${report.from} to ${report.to} (UTC), per ${report.bucket}`;
  return [title, line(header), ...rows.map(line)].join('\n');
}

export const usageCommand: Command = {
  summary:
    "print an item's (or the catalogue's) usage per day or week: views, favourites, watchers, questions, access requests, keys issued",
  async run(args) {
    const { query, csv } = parseUsageArgs(args);
    const { handle } = await openCliDb();
    try {
      console.log(formatUsage(await getUsageReport(handle.db, { ...query, top: 0 }), csv));
      return 0;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      console.error(err.detail);
      return 2;
    } finally {
      await handle.close();
    }
  },
};
