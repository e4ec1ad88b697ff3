import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The lint rule of docs/architecture.md, run on small trees laid out like the repository: it must
// refuse a cross-module import that skips the other module's index.ts, and accept one through it.
const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs');

let dir: string;

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(dir, 't-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

async function violations(files: Record<string, string>): Promise<IViolation[]> {
  const root = await tree(files);
  const result = await cruise(['apps'], {
    ...config.options,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir: root,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations;
}

const rules = (v: IViolation[]) => v.map((x) => `${x.rule.name}: ${x.from} -> ${x.to}`);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'boundaries-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('module boundaries (dependency-cruiser)', () => {
  const b = {
    'apps/server/src/modules/b/repository.ts': 'export const findB = () => 1;\n',
    'apps/server/src/modules/b/index.ts': "export { findB } from './repository.ts';\n",
  };

  it('refuses a server module importing another module past its index.ts', async () => {
    const v = await violations({
      ...b,
      'apps/server/src/modules/a/service.ts':
        "import { findB } from '../b/repository.ts';\nexport const a = findB;\n",
    });
    expect(rules(v)).toEqual([
      'server-module-boundary: apps/server/src/modules/a/service.ts -> apps/server/src/modules/b/repository.ts',
    ]);
  });

  it('accepts the same import through the index and inside one module', async () => {
    const v = await violations({
      ...b,
      'apps/server/src/modules/a/service.ts':
        "import { findB } from '../b/index.ts';\nexport const a = findB;\n",
      'apps/server/src/modules/b/service.ts':
        "import { findB } from './repository.ts';\nexport const b = findB;\n",
    });
    expect(rules(v)).toEqual([]);
  });

  it('refuses a cycle between modules, even through their indexes', async () => {
    const v = await violations({
      'apps/server/src/modules/a/index.ts': "import { b } from '../b/index.ts';\nexport const a = () => b;\n",
      'apps/server/src/modules/b/index.ts': "import { a } from '../a/index.ts';\nexport const b = () => a;\n",
    });
    expect(rules(v).some((r) => r.startsWith('no-cycles:'))).toBe(true);
  });

  it('refuses a web feature importing another feature past its index.ts', async () => {
    const v = await violations({
      'apps/web/src/features/news/news-page.tsx': 'export const NewsPage = () => null;\n',
      'apps/web/src/features/catalog/page.tsx':
        "import { NewsPage } from '../news/news-page.tsx';\nexport const Page = NewsPage;\n",
    });
    expect(rules(v)).toEqual([
      'web-feature-boundary: apps/web/src/features/catalog/page.tsx -> apps/web/src/features/news/news-page.tsx',
    ]);
  });

  it('refuses product code using the search engine past its interface, and lib using a module', async () => {
    const v = await violations({
      'apps/server/src/modules/catalog/search/engine/bitset.ts': 'export const bits = 1;\n',
      'apps/server/src/modules/catalog/search/engine/index.ts': "export { bits } from './bitset.ts';\n",
      'apps/server/src/modules/catalog/search/service.ts':
        "import { bits } from './engine/bitset.ts';\nexport const s = bits;\n",
      'apps/server/src/lib/helper.ts':
        "import { s } from '../modules/catalog/search/service.ts';\nexport const h = s;\n",
    });
    expect(rules(v).sort()).toEqual([
      'lib-is-shared: apps/server/src/lib/helper.ts -> apps/server/src/modules/catalog/search/service.ts',
      'search-engine-interface: apps/server/src/modules/catalog/search/service.ts -> apps/server/src/modules/catalog/search/engine/bitset.ts',
    ]);
  });
});
