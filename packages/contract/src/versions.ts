import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/** A version label: from the document's info.version unless the provider sets one. */
export const VersionLabel = Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\s/?#][^/?#]*$' });

export const VersionState = Type.Union([
  Type.Literal('current'),
  Type.Literal('deprecated'),
  Type.Literal('retired'),
]);
export type VersionState = Static<typeof VersionState>;

/** One published version of an item's document. Dates are ISO 8601 strings. */
export const ApiVersion = Type.Object({
  label: Type.String(),
  publishedAt: Type.String(),
  state: VersionState,
  /** When a deprecated version stops being served (RFC 8594 Sunset). */
  sunsetAt: Type.Union([Type.String(), Type.Null()]),
  deprecatedAt: Type.Union([Type.String(), Type.Null()]),
  /** True for the version the item serves by default (the latest one published). */
  isDefault: Type.Boolean(),
  specVersion: Type.String(),
  filename: Type.String(),
  size: Type.Integer(),
  /** The provider's release notes (Markdown; the viewer sanitises it). */
  releaseNotes: Type.String(),
});
export type ApiVersion = Static<typeof ApiVersion>;

/** GET /api/web/catalog/item/{id}/versions: newest first. */
export const ApiVersionList = Type.Object({
  itemId: ItemId,
  defaultVersion: Type.Union([Type.String(), Type.Null()]),
  versions: Type.Array(ApiVersion),
});
export type ApiVersionList = Static<typeof ApiVersionList>;

export const VersionParams = Type.Object({ id: ItemId, label: VersionLabel });
export type VersionParams = Static<typeof VersionParams>;

export const ChangeEntry = Type.Object({
  kind: Type.Union(
    ['operation', 'parameter', 'request-body', 'response', 'schema'].map((k) => Type.Literal(k)),
  ),
  action: Type.Union(['added', 'removed', 'changed', 'deprecated'].map((k) => Type.Literal(k))),
  breaking: Type.Boolean(),
  /** A plain-language line (text, not HTML). */
  text: Type.String(),
  method: Type.Optional(Type.String()),
  path: Type.Optional(Type.String()),
  operationId: Type.Optional(Type.String()),
  schema: Type.Optional(Type.String()),
});
export type ChangeEntry = Static<typeof ChangeEntry>;

export const ChangelogSummary = Type.Object({
  breaking: Type.Integer(),
  nonBreaking: Type.Integer(),
  operationsAdded: Type.Integer(),
  operationsRemoved: Type.Integer(),
  operationsDeprecated: Type.Integer(),
  operationsChanged: Type.Integer(),
});
export type ChangelogSummary = Static<typeof ChangelogSummary>;

/** What changed from one version to another. `from` is null for an item's first version. */
export const Changelog = Type.Object({
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  summary: ChangelogSummary,
  changes: Type.Array(ChangeEntry),
  /** More changes exist than the list holds; the summary counts them all. */
  truncated: Type.Boolean(),
  releaseNotes: Type.String(),
});
export type Changelog = Static<typeof Changelog>;

/** GET /api/web/catalog/item/{id}/changelog: `to` defaults to the default version, `from` to the one before `to`. */
export const ChangelogQuery = Type.Object({
  from: Type.Optional(VersionLabel),
  to: Type.Optional(VersionLabel),
});
export type ChangelogQuery = Static<typeof ChangelogQuery>;

/** Operations of one version, read from its document (the Methods tab for ?version=). */
export const VersionOperations = Type.Object({
  label: Type.String(),
  operations: Type.Array(
    Type.Object({
      method: Type.String(),
      path: Type.String(),
      operationId: Type.Optional(Type.String()),
      summary: Type.String(),
      deprecated: Type.Boolean(),
    }),
  ),
});
export type VersionOperations = Static<typeof VersionOperations>;

/** POST /api/provider/items/{id}/versions (raw body) and .../versions/preview. */
export const PublishVersionQuery = Type.Object({
  filename: Type.String({ minLength: 1, maxLength: 255 }),
  label: Type.Optional(VersionLabel),
});
export type PublishVersionQuery = Static<typeof PublishVersionQuery>;

export const PublishVersionUrlBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    label: Type.Optional(VersionLabel),
    releaseNotes: Type.Optional(Type.String({ maxLength: 20000 })),
  },
  { additionalProperties: false },
);
export type PublishVersionUrlBody = Static<typeof PublishVersionUrlBody>;

/** POST /api/provider/items/{id}/versions/preview-url: the changelog a document at a URL would bring. */
export const PreviewVersionUrlBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    label: Type.Optional(VersionLabel),
  },
  { additionalProperties: false },
);
export type PreviewVersionUrlBody = Static<typeof PreviewVersionUrlBody>;

export const PublishedVersion = Type.Object({
  /** False when the document equals an existing version (nothing new was stored). */
  created: Type.Boolean(),
  version: ApiVersion,
  changelog: Type.Union([Changelog, Type.Null()]),
  /** Watchers told about it. */
  notified: Type.Integer(),
});
export type PublishedVersion = Static<typeof PublishedVersion>;

/** PATCH /api/provider/items/{id}/versions/{label}. */
export const UpdateVersionBody = Type.Object(
  {
    state: Type.Optional(VersionState),
    /** Required when deprecating: an ISO 8601 date-time in the future. */
    sunsetAt: Type.Optional(Type.String({ format: 'date-time' })),
    releaseNotes: Type.Optional(Type.String({ maxLength: 20000 })),
  },
  { additionalProperties: false },
);
export type UpdateVersionBody = Static<typeof UpdateVersionBody>;

/** Query of per-version reads on existing routes (documentation, Try). */
export const VersionQuery = Type.Object({ version: Type.Optional(VersionLabel) });
export type VersionQuery = Static<typeof VersionQuery>;
