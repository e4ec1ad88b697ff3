import type {
  ApiVersion,
  ApiVersionList,
  Changelog,
  PublishedVersion,
  UpdateVersionBody,
  VersionOperations,
} from '@storefront/contract/versions';
import type { Database } from '../../db/connection.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { WeightedLru } from '../../lib/lru.ts';
import {
  analyseAnyDocument,
  ImportRejected,
  importDocument,
  importLimits,
  itemExists,
  touchItem,
} from '../catalog/index.ts';
import { postItemNotice } from '../notices/index.ts';
import type { DiffResult } from './changelog/diff.ts';
import { computeDiff, computeOperations } from './changelog/pool.ts';
import * as repo from './repository.ts';

export const VERSION_NOT_FOUND = 'The API version does not exist.';
export const VERSION_RETIRED = 'This API version has been retired.';
/** Bump when the diff's output changes, so cached changelogs of the old shape are not served. */
export const CHANGELOG_ENGINE = 'storefront-diff-1';

export async function requireItem(db: Database, itemId: string) {
  if (!(await itemExists(db, itemId))) throw notFound(ITEM_NOT_FOUND);
}

function present(row: repo.VersionRow, currentSha: string | undefined): ApiVersion {
  return {
    label: row.label,
    publishedAt: row.published_at.toISOString(),
    state: row.state,
    sunsetAt: row.sunset_at?.toISOString() ?? null,
    deprecatedAt: row.deprecated_at?.toISOString() ?? null,
    isDefault: row.sha256 === currentSha,
    specVersion: row.spec_version,
    filename: row.filename,
    size: row.size,
    releaseNotes: row.release_notes,
  };
}

export async function listVersions(db: Database, itemId: string): Promise<ApiVersionList> {
  await requireItem(db, itemId);
  const [rows, currentSha] = await Promise.all([
    repo.listVersions(db, itemId),
    repo.findCurrentSha(db, itemId),
  ]);
  const versions = rows.map((r) => present(r, currentSha));
  return { itemId, defaultVersion: versions.find((v) => v.isDefault)?.label ?? null, versions };
}

/**
 * The document of one version for a per-version read (documentation, download, Try, mock). A
 * retired version is no longer served: 410 with a clear text.
 */
export async function findVersionDocument(db: Database, itemId: string, label: string) {
  const row = await repo.findVersionContent(db, itemId, label);
  if (!row) {
    await requireItem(db, itemId);
    throw notFound(VERSION_NOT_FOUND);
  }
  if (row.state === 'retired') throw new AppError(410, VERSION_RETIRED, 'VERSION_RETIRED');
  return row;
}

/** The sha256 of a version without its content (cache keys of per-version reads). */
export async function findVersionSha(db: Database, itemId: string, label: string) {
  const row = await repo.findVersion(db, itemId, label);
  if (!row) {
    await requireItem(db, itemId);
    throw notFound(VERSION_NOT_FOUND);
  }
  if (row.state === 'retired') throw new AppError(410, VERSION_RETIRED, 'VERSION_RETIRED');
  return row.sha256;
}

/** Operations by document hash: parsing a 13 MB document once per version, not once per request. */
const operationsCache = new WeightedLru<VersionOperations['operations']>(16 * 1024 * 1024);

export async function getVersionOperations(
  db: Database,
  itemId: string,
  label: string,
): Promise<VersionOperations> {
  const sha = await findVersionSha(db, itemId, label);
  let operations = operationsCache.get(sha);
  if (!operations) {
    const row = await findVersionDocument(db, itemId, label);
    operations = await computeOperations({ content: row.content, format: row.format });
    operationsCache.set(sha, operations, 200 * operations.length + 1);
  }
  return { label, operations };
}

/** Changelogs between two document hashes, in memory and in the database (shared by instances). */
const changelogCache = new WeightedLru<DiffResult>(32 * 1024 * 1024);

async function diffBetween(
  db: Database,
  itemId: string,
  from: { sha256: string; content?: Uint8Array; format: string },
  to: { sha256: string; content?: Uint8Array; format: string },
): Promise<DiffResult> {
  const key = `${from.sha256}:${to.sha256}`;
  const hit = changelogCache.get(key);
  if (hit) return hit;
  const stored = await repo.findChangelog(db, from.sha256, to.sha256, CHANGELOG_ENGINE);
  let result = stored?.changes as DiffResult | undefined;
  if (!result) {
    const before = from.content ?? (await repo.findContentBySha(db, itemId, from.sha256))?.content;
    const after = to.content ?? (await repo.findContentBySha(db, itemId, to.sha256))?.content;
    if (!before || !after) throw notFound(VERSION_NOT_FOUND);
    result = await computeDiff(
      { content: before, format: from.format },
      { content: after, format: to.format },
    );
    await repo.saveChangelog(db, from.sha256, to.sha256, CHANGELOG_ENGINE, result);
  }
  changelogCache.set(key, result, 300 * result.changes.length + 1);
  return result;
}

const EMPTY_SUMMARY = {
  breaking: 0,
  nonBreaking: 0,
  operationsAdded: 0,
  operationsRemoved: 0,
  operationsDeprecated: 0,
  operationsChanged: 0,
};

/**
 * What changed from `from` to `to`. `to` defaults to the item's default version; `from` to the
 * version published just before `to` (none for the first version: an empty changelog).
 */
export async function getChangelog(
  db: Database,
  itemId: string,
  query: { from?: string; to?: string },
): Promise<Changelog> {
  await requireItem(db, itemId);
  const [rows, currentSha] = await Promise.all([
    repo.listVersions(db, itemId),
    repo.findCurrentSha(db, itemId),
  ]);
  const to = query.to ? rows.find((r) => r.label === query.to) : rows.find((r) => r.sha256 === currentSha);
  if (!to) throw notFound(VERSION_NOT_FOUND);
  let from: repo.VersionRow | undefined;
  if (query.from) {
    from = rows.find((r) => r.label === query.from);
    if (!from) throw notFound(VERSION_NOT_FOUND);
  } else {
    // Rows are newest first: the previous version is the next one in the list.
    from = rows[rows.indexOf(to) + 1];
  }
  if (!from || from.sha256 === to.sha256) {
    return {
      from: from?.label ?? null,
      to: to.label,
      summary: EMPTY_SUMMARY,
      changes: [],
      truncated: false,
      releaseNotes: to.release_notes,
    };
  }
  const diff = await diffBetween(db, itemId, from, to);
  return { from: from.label, to: to.label, ...diff, releaseNotes: to.release_notes };
}

export interface PublishInput {
  filename: string;
  content: Buffer;
  label?: string;
  releaseNotes?: string;
  /** The portal's public URL: notifications link to the changelog. */
  publicUrl: string;
}

function rejected(err: unknown): never {
  if (err instanceof ImportRejected) throw badRequest(`Invalid document: ${err.reason}`);
  throw err;
}

/**
 * Publishes a document as a new version of an existing item: the previous versions stay, the new
 * one serves by default, and watchers are told how many breaking changes it brings. A document equal
 * to an existing version stores nothing (and tells nobody).
 */
export async function publishVersion(
  db: Database,
  itemId: string,
  input: PublishInput,
): Promise<PublishedVersion> {
  await requireItem(db, itemId);
  if (input.content.length === 0) throw badRequest('Invalid body: the document is empty');
  const before = await repo.listVersions(db, itemId);
  if (input.label && before.some((v) => v.label === input.label)) {
    throw conflict(`Version "${input.label}" already exists.`);
  }
  try {
    await importDocument(db, {
      filename: input.filename,
      content: input.content,
      itemId,
      version: { label: input.label, notes: input.releaseNotes },
    });
  } catch (err) {
    rejected(err);
  }
  const currentSha = await repo.findCurrentSha(db, itemId);
  const row = currentSha ? await repo.findVersionBySha(db, itemId, currentSha) : undefined;
  if (!row) throw new AppError(500, 'The new version was not recorded.');
  const created = !before.some((v) => v.id === row.id);
  const previous = before.find((v) => v.sha256 !== row.sha256 && v.state !== 'retired');
  const changelog =
    created && previous ? await getChangelog(db, itemId, { from: previous.label, to: row.label }) : null;
  let notified = 0;
  if (created) {
    const name = (await repo.findItemName(db, itemId)) ?? itemId;
    const breaking = changelog?.summary.breaking ?? 0;
    const message =
      `Version ${row.label} of ${name} was published` +
      (changelog ? ` with ${breaking} breaking ${breaking === 1 ? 'change' : 'changes'}` : '') +
      `. Changelog: ${changelogUrl(input.publicUrl, itemId, row.label)}`;
    notified = await db
      .transaction()
      .execute(async (trx) => (await postItemNotice(trx, itemId, message)).notified);
  }
  return { created, version: present(row, currentSha), changelog, notified };
}

export function changelogUrl(publicUrl: string, itemId: string, label: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/store/catalog/details/${encodeURIComponent(itemId)}/changelog?version=${encodeURIComponent(label)}`;
}

/** The changelog a document would bring, before it is published (nothing is stored). */
export async function previewVersion(
  db: Database,
  itemId: string,
  { filename, content, label: chosenLabel }: { filename: string; content: Buffer; label?: string },
): Promise<Changelog> {
  await requireItem(db, itemId);
  if (content.length === 0) throw badRequest('Invalid body: the document is empty');
  let analysed: Awaited<ReturnType<typeof analyseAnyDocument>>;
  try {
    analysed = await analyseAnyDocument({
      content,
      file: `/upload/${filename}`,
      rootDir: undefined,
      limits: importLimits(),
    });
  } catch (err) {
    return rejected(
      err instanceof ImportRejected ? err : new ImportRejected(filename, (err as Error).message),
    );
  }
  const currentSha = await repo.findCurrentSha(db, itemId);
  const current = currentSha ? await repo.findVersionBySha(db, itemId, currentSha) : undefined;
  // The label the version would get: the provider's, else the document's info.version.
  const label = chosenLabel || analysed.api.version || 'new';
  if (!current) {
    return { from: null, to: label, summary: EMPTY_SUMMARY, changes: [], truncated: false, releaseNotes: '' };
  }
  const row = await repo.findContentBySha(db, itemId, current.sha256);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  const diff = await computeDiff(
    { content: row.content, format: row.format },
    { content: analysed.stored, format: analysed.format },
  );
  return { from: current.label, to: label, ...diff, releaseNotes: '' };
}

/**
 * Deprecates (with a sunset date in the future), retires, or reinstates a version, and edits its
 * release notes. The default version cannot be retired: publish a newer one first. Deprecation is
 * announced to watchers.
 */
export async function updateVersion(
  db: Database,
  itemId: string,
  label: string,
  body: UpdateVersionBody,
  publicUrl: string,
): Promise<ApiVersion> {
  await requireItem(db, itemId);
  const row = await repo.findVersion(db, itemId, label);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  const currentSha = await repo.findCurrentSha(db, itemId);
  const values: Parameters<typeof repo.updateVersionState>[3] = {};
  if (body.releaseNotes !== undefined) values.release_notes = body.releaseNotes;
  let announceDeprecation = false;
  if (body.state === 'deprecated') {
    if (!body.sunsetAt) throw badRequest('Invalid body.sunsetAt: a deprecated version needs a sunset date');
    const sunset = new Date(body.sunsetAt);
    if (Number.isNaN(sunset.getTime())) throw badRequest('Invalid body.sunsetAt: not a date');
    if (sunset.getTime() <= Date.now())
      throw badRequest('Invalid body.sunsetAt: the sunset date must be in the future');
    announceDeprecation = row.state !== 'deprecated' || row.sunset_at?.getTime() !== sunset.getTime();
    Object.assign(values, {
      state: 'deprecated',
      sunset_at: sunset,
      deprecated_at: row.deprecated_at ?? new Date(),
    });
  } else if (body.state === 'retired') {
    if (row.sha256 === currentSha)
      throw conflict('The default version cannot be retired; publish a newer version first.');
    Object.assign(values, { state: 'retired' });
  } else if (body.state === 'current') {
    Object.assign(values, { state: 'current', sunset_at: null, deprecated_at: null });
  } else if (body.sunsetAt !== undefined) {
    throw badRequest('Invalid body.sunsetAt: only a deprecated version has a sunset date');
  }
  const updated = await db.transaction().execute(async (trx) => {
    const next = await repo.updateVersionState(trx, itemId, label, values);
    if (!next) throw notFound(VERSION_NOT_FOUND);
    // The served version's state is on the item's cards (its sunset date): the item changed, so
    // search and details caches, which follow item changes, read it again.
    if (next.sha256 === currentSha && values.state !== undefined) await touchItem(trx, itemId);
    if (announceDeprecation && next.sunset_at) {
      const name = (await repo.findItemName(trx, itemId)) ?? itemId;
      await postItemNotice(
        trx,
        itemId,
        `Version ${label} of ${name} is deprecated and will be retired on ${next.sunset_at.toISOString().slice(0, 10)}. Changelog: ${changelogUrl(publicUrl, itemId, label)}`,
      );
    }
    return next;
  });
  return present(updated, currentSha);
}

/**
 * Deprecation (RFC 9745) and Sunset (RFC 8594) headers for answers of one version (the default
 * version when none is named); none for a version in good standing.
 */
export async function lifecycleHeaders(
  db: Database,
  itemId: string,
  label?: string,
): Promise<Record<string, string>> {
  let row: repo.VersionRow | undefined;
  if (label) row = await repo.findVersion(db, itemId, label);
  else {
    const sha = await repo.findCurrentSha(db, itemId);
    row = sha ? await repo.findVersionBySha(db, itemId, sha) : undefined;
  }
  if (!row || row.state === 'current') return {};
  const headers: Record<string, string> = {};
  // RFC 9745: a Structured Field Date, "@" and seconds since the epoch.
  const since = row.deprecated_at ?? row.published_at;
  headers.Deprecation = `@${Math.floor(since.getTime() / 1000)}`;
  if (row.sunset_at) headers.Sunset = row.sunset_at.toUTCString();
  return headers;
}
