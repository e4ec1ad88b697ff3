import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/db.ts';
import { runImportRefdata } from './import-refdata.ts';

type Handle = Awaited<ReturnType<typeof createTestDb>>;
let handle: Handle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-refdata-'));
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// The command closes the database it opened; here the test keeps it.
const open = async () => ({ handle: { ...handle, close: async () => {} } }) as never;
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};
const count = async (kind: string) =>
  Number(
    (
      await handle.db
        .selectFrom('refdata')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('kind', '=', kind as 'apps')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('storefront import-refdata', () => {
  it('loads a CSV file of apps, partners and designs, and updates rows it meets again', async () => {
    const file = write(
      'ref.csv',
      'kind,code,name,short,regions,atlasId\napps,APP-T1,Test App,TA,EMEA|APAC,\nprfs,PRF-T1,Test Partner,TP,,\ndesigns,DSN-T1,Test App,,,APP-T1\n',
    );
    const r = await runImportRefdata([file], open);
    expect(r).toEqual({ code: 0, out: [`${file}: loaded 2 reference rows and 1 designs`], err: [] });
    const app = await handle.db
      .selectFrom('refdata')
      .selectAll()
      .where('code', '=', 'APP-T1')
      .executeTakeFirstOrThrow();
    expect(app).toMatchObject({ kind: 'apps', name: 'Test App', regions: ['EMEA', 'APAC'] });
    const json = write(
      'ref.json',
      JSON.stringify([{ kind: 'apps', code: 'APP-T1', name: 'Renamed', regions: [] }]),
    );
    expect((await runImportRefdata([json], open)).code).toBe(0);
    const renamed = await handle.db
      .selectFrom('refdata')
      .select('name')
      .where('code', '=', 'APP-T1')
      .executeTakeFirstOrThrow();
    expect(renamed.name).toBe('Renamed');
    const design = await handle.db
      .selectFrom('designs')
      .selectAll()
      .where('id', '=', 'DSN-T1')
      .executeTakeFirstOrThrow();
    expect(design).toEqual({ id: 'DSN-T1', name: 'Test App', atlas_id: 'APP-T1' });
  });

  it('loads nothing when any row is bad, and says which lines', async () => {
    const before = await count('apps');
    const file = write('bad.csv', 'kind,code,name\napps,APP-T2,Fine\napps,APP-T3,\nmoons,M1,Io\n');
    const r = await runImportRefdata([file], open);
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'line 3: name is required',
      'line 4: kind must be apps, prfs, owners or designs, got "moons"',
      `${file}: nothing loaded (2 problems)`,
    ]);
    expect(await count('apps')).toBe(before);
  });

  it('prints usage without a file and fails on a missing file', async () => {
    expect((await runImportRefdata([], open)).code).toBe(2);
    const missing = await runImportRefdata([path.join(dir, 'nope.csv')], open);
    expect(missing.code).toBe(1);
    expect(missing.err[0]).toMatch(/^cannot read /);
  });
});
