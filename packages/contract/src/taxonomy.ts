import { type Static, type TSchema, Type } from '@sinclair/typebox';

export interface ClassificationNode {
  taxonomyID: string;
  id: string;
  label: string;
  aggSpecificationCount: number;
  aggBundleCount: number;
  children: ClassificationNode[];
}

export const ClassificationNode = Type.Recursive(
  (Self: TSchema) =>
    Type.Object({
      taxonomyID: Type.String(),
      id: Type.String(),
      label: Type.String(),
      /** Distinct specifications in this classification or any descendant. */
      aggSpecificationCount: Type.Integer(),
      aggBundleCount: Type.Integer(),
      children: Type.Array(Self),
    }),
  { $id: 'ClassificationNode' },
);

export const TaxonomyIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export type TaxonomyIdParams = Static<typeof TaxonomyIdParams>;

/** GET /api/web/taxonomy/{id}/data */
export const TaxonomyData = Type.Object({
  id: Type.String(),
  name: Type.String(),
  classifications: Type.Array(ClassificationNode),
});
export type TaxonomyData = { id: string; name: string; classifications: ClassificationNode[] };
