import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import type { DB } from '../../../db/types.ts';
import { plainSummary } from '../summary/plain-summary.ts';
import type { AnalysedDocument } from './analyse-document.ts';
import { ASYNCAPI_INTERFACE_TYPE } from './asyncapi.ts';
import { identityOf, shortHash } from './identity.ts';
import { invalid } from './import-rejected.ts';
import type { ImportMetadata } from './metadata.ts';

export interface LoadedAttachment {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface WriteInput {
  doc: AnalysedDocument;
  filename: string;
  metadata: ImportMetadata;
  attachments?: LoadedAttachment[];
  /** An explicit id (metadata.id or the caller's itemId): match and create by id. */
  explicitId?: string;
  /** The version label and release notes for the item_api_versions trigger (migration 0070). */
  version?: VersionInput;
}

export interface VersionInput {
  label?: string;
  notes?: string;
}

const OPERATION_CHUNK = 2000;

/** Writes one document as one catalogue item, all in one transaction. */
export async function writeItem(db: Database, input: WriteInput) {
  return db.transaction().execute(async (trx) => {
    const { doc, metadata } = input;
    const { sourceKey, preferredId } = identityOf(doc.api);
    const existing = input.explicitId
      ? await trx
          .selectFrom('catalog_items')
          .select(['id', 'object_type', 'interface_type'])
          .where('id', '=', input.explicitId)
          .executeTakeFirst()
      : ((await trx
          .selectFrom('catalog_items')
          .select(['id', 'object_type', 'interface_type'])
          .where('source_key', '=', sourceKey)
          .executeTakeFirst()) ?? (await findEarlierVersion(trx, sourceKey)));
    if (existing?.object_type === 'BUNDLE')
      throw invalid(`item "${existing.id}" is a bundle, not an API specification`);
    await checkReferences(trx, metadata);
    if (input.version?.label || input.version?.notes) {
      // Transaction-local: read by the trigger that records the new document as a version.
      await sql`select set_config('storefront.version_label', ${input.version.label ?? ''}, true),
        set_config('storefront.version_notes', ${input.version.notes ?? ''}, true)`.execute(trx);
    }

    const now = new Date();
    const interfaceType = metadata.interfaceType ?? defaultInterfaceType(doc.kind, existing?.interface_type);
    const fields = {
      name: doc.api.name,
      description: doc.api.description,
      summary: plainSummary(doc.api.description),
      version: doc.api.version,
      date_updated: now,
      ...(metadata.division !== undefined && { division: metadata.division }),
      ...(metadata.owner !== undefined && { owner: metadata.owner }),
      ...(interfaceType !== undefined && { interface_type: interfaceType }),
      ...(metadata.storefront !== undefined && { storefront: metadata.storefront }),
      ...(metadata.state && {
        state_name: metadata.state.name,
        state_color: metadata.state.colour ?? 'info',
      }),
    };
    let itemId: string;
    if (existing) {
      itemId = existing.id;
      await trx.updateTable('catalog_items').set(fields).where('id', '=', itemId).execute();
    } else {
      itemId = input.explicitId ?? (await freeId(trx, preferredId, sourceKey));
      await trx
        .insertInto('catalog_items')
        .values({
          id: itemId,
          interface_type: 'REST',
          source_key: input.explicitId ? null : sourceKey,
          state_name: null,
          division: null,
          owner: null,
          ...fields,
        })
        .execute();
    }

    await trx.deleteFrom('item_operations').where('item_id', '=', itemId).execute();
    const ops = doc.api.operations;
    for (let start = 0; start < ops.length; start += OPERATION_CHUNK) {
      const chunk = ops.slice(start, start + OPERATION_CHUNK);
      // One statement per chunk with array parameters: no per-row round trips, few parameters.
      await sql`insert into item_operations (item_id, position, name, description, uri, behaviour, date_updated)
        select ${itemId}, t.position, t.name, t.description, t.uri, t.behaviour, ${now}
        from unnest(${chunk.map((_, i) => start + i)}::int[], ${chunk.map((o) => o.name)}::text[],
          ${chunk.map((o) => o.description)}::text[], ${chunk.map((o) => o.uri)}::text[],
          ${chunk.map((o) => o.behaviour)}::text[]) as t(position, name, description, uri, behaviour)`.execute(
        trx,
      );
    }

    const document = {
      filename: input.filename,
      content_type: doc.format === 'json' ? 'application/json' : 'application/yaml',
      format: doc.format,
      spec_version: doc.specVersion,
      content: utf8Bytea(doc.stored),
      size: doc.stored.length,
      sha256: createHash('sha256').update(doc.stored).digest('hex'),
      date_updated: now,
    };
    await trx
      .insertInto('item_documents')
      .values({ item_id: itemId, ...document })
      // excluded.*: the (possibly 50 MB) content is sent once, not twice.
      .onConflict((oc) =>
        oc.column('item_id').doUpdateSet((eb) => ({
          filename: eb.ref('excluded.filename'),
          content_type: eb.ref('excluded.content_type'),
          format: eb.ref('excluded.format'),
          spec_version: eb.ref('excluded.spec_version'),
          content: eb.ref('excluded.content'),
          size: eb.ref('excluded.size'),
          sha256: eb.ref('excluded.sha256'),
          date_updated: eb.ref('excluded.date_updated'),
        })),
      )
      .execute();

    await writeMetadataLinks(trx, itemId, metadata, input.attachments, now);
    await sql`select catalog_refresh_search(${itemId})`.execute(trx);
    return { status: existing ? ('updated' as const) : ('imported' as const), itemId };
  });
}

/**
 * The interface type a document gives its item when the metadata names none: AsyncAPI documents
 * make "AsyncAPI" items; an OpenAPI document replacing an AsyncAPI one turns the item back to
 * "REST"; otherwise the item keeps what it has (a provider may have set e.g. "GraphQL").
 */
export function defaultInterfaceType(
  kind: AnalysedDocument['kind'],
  current: string | null | undefined,
): string | undefined {
  if (kind === 'asyncapi') return ASYNCAPI_INTERFACE_TYPE;
  return current === ASYNCAPI_INTERFACE_TYPE ? 'REST' : undefined;
}

/**
 * Bytes as a base64 text parameter decoded by the database: PGlite's own bytea parameter encoding
 * runs at ~5 MB/s, which alone would blow the directory import budget; base64 is ~40× faster there
 * and costs nothing on PostgreSQL.
 */
const asBytea = (b: Buffer) => sql<Uint8Array>`decode(${b.toString('base64')}, 'base64')`;

/**
 * API documents are checked to be UTF-8 without NUL bytes, so they travel as text (25% smaller than
 * base64, and no decoding) and convert_to gives back exactly the same bytes.
 */
const utf8Bytea = (b: Buffer) => sql<Uint8Array>`convert_to(${b.toString('utf8')}::text, 'UTF8')`;

/**
 * A document identified by title and version (`doc:<title>@<version>`) whose title matches exactly
 * one item imported from another version of it: the new document is a new version of that item
 * (issue 28), not a second item. The item takes the new key, so the next import matches directly.
 */
async function findEarlierVersion(trx: Transaction<DB>, sourceKey: string) {
  const at = sourceKey.lastIndexOf('@');
  if (!sourceKey.startsWith('doc:') || at === -1) return undefined;
  const prefix = sourceKey.slice(0, at + 1).replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await trx
    .selectFrom('catalog_items')
    .select(['id', 'object_type', 'interface_type'])
    .where(sql<boolean>`source_key like ${`${prefix}%`}`)
    .limit(2)
    .execute();
  if (rows.length !== 1) return undefined;
  await trx
    .updateTable('catalog_items')
    .set({ source_key: sourceKey })
    .where('id', '=', rows[0].id)
    .execute();
  return rows[0];
}

async function freeId(trx: Transaction<DB>, preferred: string, sourceKey: string): Promise<string> {
  const taken = await trx
    .selectFrom('catalog_items')
    .select('id')
    .where('id', '=', preferred)
    .executeTakeFirst();
  return taken ? `${preferred.slice(0, 190)}-${shortHash(sourceKey)}` : preferred;
}

/** Unknown classifications, plans or dimension values reject the document, naming them. */
async function checkReferences(trx: Transaction<DB>, m: ImportMetadata) {
  if (m.classifications?.length) {
    const found = await trx
      .selectFrom('classifications')
      .select('id')
      .where('id', 'in', m.classifications)
      .execute();
    const missing = m.classifications.filter((c) => !found.some((f) => f.id === c));
    if (missing.length) throw invalid(`unknown classification ${missing.map((c) => `"${c}"`).join(', ')}`);
  }
  const dims: Record<string, string[]> = { ...m.dimensions };
  if (m.pricingPlans) dims.pricingplans = m.pricingPlans;
  for (const [code, values] of Object.entries(dims)) {
    if (!values.length) continue;
    const found = await trx
      .selectFrom('dimension_values')
      .select('code')
      .where('dimension_code', '=', code)
      .where('code', 'in', values)
      .execute();
    const missing = values.filter((v) => !found.some((f) => f.code === v));
    const named = missing.map((v) => `"${v}"`).join(', ');
    if (missing.length)
      throw invalid(
        code === 'pricingplans'
          ? `unknown pricing plan ${named}`
          : `unknown value of dimension "${code}" ${named}`,
      );
  }
}

/** Metadata links are replaced only when the metadata names them, so re-imports keep the rest. */
async function writeMetadataLinks(
  trx: Transaction<DB>,
  itemId: string,
  m: ImportMetadata,
  attachments: LoadedAttachment[] | undefined,
  now: Date,
) {
  if (m.classifications) {
    await trx.deleteFrom('item_classifications').where('item_id', '=', itemId).execute();
    if (m.classifications.length) {
      await trx
        .insertInto('item_classifications')
        .values(m.classifications.map((c) => ({ item_id: itemId, classification_id: c })))
        .execute();
    }
  }
  const dims: Record<string, string[]> = { ...m.dimensions };
  if (m.pricingPlans) dims.pricingplans = m.pricingPlans;
  for (const [code, values] of Object.entries(dims)) {
    await trx
      .deleteFrom('item_dimension_values')
      .where('item_id', '=', itemId)
      .where('dimension_code', '=', code)
      .execute();
    if (values.length) {
      await trx
        .insertInto('item_dimension_values')
        .values(values.map((v) => ({ item_id: itemId, dimension_code: code, value_code: v })))
        .execute();
    }
  }
  if (attachments) {
    await trx.deleteFrom('item_attachments').where('item_id', '=', itemId).execute();
    for (const a of attachments) {
      await trx
        .insertInto('item_attachments')
        .values({
          item_id: itemId,
          name: a.name,
          content_type: a.contentType,
          content: asBytea(a.content),
          size: a.content.length,
          date_updated: now,
        })
        .execute();
    }
  }
}
