import type { Database } from '../../db/connection.ts';
import type { RefdataRow } from './refdata-file.ts';

export interface RefdataImportSummary {
  refdata: number;
  designs: number;
}

/** Upserts every row in one transaction: all rows are stored, or none. */
export async function importRefdataRows(db: Database, rows: RefdataRow[]): Promise<RefdataImportSummary> {
  const designs = rows.filter((r) => r.kind === 'designs');
  const refdata = rows.filter((r) => r.kind !== 'designs');
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < refdata.length; i += 500) {
      const chunk = refdata.slice(i, i + 500).map((r) => ({
        kind: r.kind,
        code: r.code,
        name: r.name,
        short: r.short,
        regions: r.regions,
        design_id: r.designId,
        design_name: r.designName,
      }));
      await trx
        .insertInto('refdata')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['kind', 'code']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            short: eb.ref('excluded.short'),
            regions: eb.ref('excluded.regions'),
            design_id: eb.ref('excluded.design_id'),
            design_name: eb.ref('excluded.design_name'),
          })),
        )
        .execute();
    }
    for (let i = 0; i < designs.length; i += 500) {
      const chunk = designs.slice(i, i + 500).map((d) => ({ id: d.code, name: d.name, atlas_id: d.atlasId }));
      await trx
        .insertInto('designs')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), atlas_id: eb.ref('excluded.atlas_id') })),
        )
        .execute();
    }
  });
  return { refdata: refdata.length, designs: designs.length };
}
