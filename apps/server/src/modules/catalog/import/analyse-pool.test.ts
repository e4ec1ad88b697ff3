import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysePool } from './analyse-pool.ts';
import { directoryRoot } from './directory.ts';
import { InvalidDocument } from './import-rejected.ts';
import { importLimits } from './limits.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const pool = createAnalysePool(1);
afterAll(() => pool.close());

describe('createAnalysePool', () => {
  it('analyses documents on a worker thread, including ones with external files', async () => {
    const [forge, petstore] = await Promise.all([
      pool.analyse(path.join(directoryRoot(), '1forge.com.json'), directoryRoot(), importLimits({})),
      pool.analyse(
        path.join(fixtures, 'petstore-swagger2/petstore.yaml'),
        path.join(fixtures, 'petstore-swagger2'),
        importLimits({}),
      ),
    ]);
    expect(forge.api.operations).toHaveLength(2);
    expect(Buffer.isBuffer(forge.stored)).toBe(true);
    expect(petstore.api.operations).toHaveLength(4);
    expect(pool.stats()).toEqual({ inWorkers: 2, inThread: 0 });
  });

  it('passes rejections back with their reason', async () => {
    const err = await pool
      .analyse(
        path.join(fixtures, 'hostile/alias-bomb.yaml'),
        path.join(fixtures, 'hostile'),
        importLimits({}),
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidDocument);
    expect((err as Error).message).toMatch(/^too many YAML aliases/);
  });

  it('works on this thread when asked for no workers', async () => {
    const local = createAnalysePool(0);
    const doc = await local.analyse(
      path.join(directoryRoot(), '1forge.com.json'),
      directoryRoot(),
      importLimits({}),
    );
    expect(doc.api.name).toBe('1Forge Finance APIs');
    expect(local.stats()).toEqual({ inWorkers: 0, inThread: 1 });
    await local.close();
  });
});
