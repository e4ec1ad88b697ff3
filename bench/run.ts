import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: every harness in this folder, one after the other, each printing figures measured
 * in this run beside its target. BENCH_ONLY=auth,search runs a subset.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const harnesses: { name: string; file: string; fn: string }[] = [
  { name: 'auth', file: 'auth.ts', fn: 'benchAuth' },
  { name: 'bundle', file: 'bundle-size.ts', fn: 'benchBundleSize' },
  { name: 'import', file: 'import-directory.ts', fn: 'benchImportDirectory' },
  { name: 'search', file: 'search.ts', fn: 'benchSearch' },
  { name: 'details', file: 'details.ts', fn: 'benchDetails' },
  { name: 'methods', file: 'methods-tab.ts', fn: 'benchMethodsTab' },
  { name: 'docs', file: 'docs.ts', fn: 'benchDocs' },
  { name: 'docs-swagger', file: 'docs-swagger.ts', fn: 'benchDocsSwagger' },
  { name: 'asyncapi', file: 'asyncapi.ts', fn: 'benchAsyncApi' },
  { name: 'mock', file: 'mock.ts', fn: 'benchMock' },
  { name: 'changelog', file: 'changelog.ts', fn: 'benchChangelog' },
  { name: 'changelog-page', file: 'changelog-page.ts', fn: 'benchChangelogPage' },
  { name: 'mcp', file: 'mcp.ts', fn: 'benchMcp' },
  { name: 'keys', file: 'keys.ts', fn: 'benchKeys' },
  { name: 'body-limits', file: 'body-limits.ts', fn: 'benchBodyLimits' },
  { name: 'conversations', file: 'conversations.ts', fn: 'benchConversations' },
  { name: 'live', file: 'live.ts', fn: 'benchLive' },
  { name: 'load', file: 'load.ts', fn: 'benchLoad' },
  { name: 'crash', file: 'crash.ts', fn: 'benchCrash' },
  { name: 'memory', file: 'memory.ts', fn: 'benchMemory' },
  { name: 'lighthouse', file: 'lighthouse.ts', fn: 'benchLighthouse' },
];

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
let failed = 0;
for (const h of harnesses) {
  if (only && !only.includes(h.name)) continue;
  const file = path.join(here, h.file);
  if (!fs.existsSync(file)) continue;
  console.log(`\n=== ${h.name}`);
  try {
    const mod = (await import(file)) as Record<string, () => Promise<unknown>>;
    await mod[h.fn]();
  } catch (err) {
    failed++;
    console.error(`${h.name} failed: ${(err as Error).stack ?? err}`);
  }
}
process.exit(failed ? 1 : 0);
