import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/** Provider workspace, catalogue management (issue 15 part 3): imports, bundle membership, Try modes. */

/** POST /api/provider/imports/document?filename= (raw body) and /imports/url: one imported document. */
export const ImportResult = Type.Object({
  status: Type.Union([Type.Literal('imported'), Type.Literal('updated')]),
  itemId: Type.String(),
  name: Type.String(),
  operations: Type.Number(),
  specVersion: Type.String(),
  warnings: Type.Array(Type.String()),
});
export type ImportResult = Static<typeof ImportResult>;

export const ImportDocumentQuery = Type.Object({
  filename: Type.String({ minLength: 1, maxLength: 255 }),
});
export type ImportDocumentQuery = Static<typeof ImportDocumentQuery>;

export const ImportUrlBody = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type ImportUrlBody = Static<typeof ImportUrlBody>;

/** PUT /api/provider/items/{id}/attachments/{attachmentId}?name= (raw body): replace a file. */
export const ReplaceAttachmentQuery = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});
export type ReplaceAttachmentQuery = Static<typeof ReplaceAttachmentQuery>;

/** GET/PUT /api/provider/items/{id}/bundles: the bundles a specification belongs to. */
export const BundleMembership = Type.Object({
  bundles: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), isMember: Type.Boolean() })),
});
export type BundleMembership = Static<typeof BundleMembership>;
export const BundleMembershipBody = Type.Object(
  { bundleIds: Type.Array(ItemId, { maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type BundleMembershipBody = Static<typeof BundleMembershipBody>;

/** GET /api/provider/items/{id}/interactivedocs/override: the stored override (null = as configured). */
export const InteractiveDocsOverrideState = Type.Object({
  allowedAPIKey: Type.Union([Type.Boolean(), Type.Null()]),
  allowedMock: Type.Union([Type.Boolean(), Type.Null()]),
});
export type InteractiveDocsOverrideState = Static<typeof InteractiveDocsOverrideState>;
