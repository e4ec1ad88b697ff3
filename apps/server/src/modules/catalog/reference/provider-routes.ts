import { type Static, Type } from '@sinclair/typebox';
import { ErrorBody } from '@storefront/contract/common';
import { DesignBody, IdParams, RefdataBody, RefdataKind, RefdataParams } from '@storefront/contract/provider';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../errors.ts';
import * as repo from './repository.ts';

const tags = ['provider-reference-data'];
const Refdata = Type.Object({
  kind: Type.String(),
  code: Type.String(),
  name: Type.String(),
  short: Type.String(),
  regions: Type.Array(Type.String()),
  designId: Type.Union([Type.String(), Type.Null()]),
  designName: Type.Union([Type.String(), Type.Null()]),
});
const Design = Type.Object({
  id: Type.String(),
  name: Type.String(),
  atlasId: Type.Union([Type.String(), Type.Null()]),
});
const Page = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
});
type RefParams = { Params: Static<typeof RefdataParams> };
type IdP = { Params: Static<typeof IdParams> };

/** Reference data (apps, prfs, owners) and designs: upsert by code with PUT, DELETE to remove. */
export const referenceProviderRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const show = (r: Awaited<ReturnType<typeof repo.listRefdata>>[number]) => ({
    kind: r.kind,
    code: r.code,
    name: r.name,
    short: r.short,
    regions: r.regions,
    designId: r.design_id,
    designName: r.design_name,
  });

  app.get<{ Params: { kind: repo.RefdataKind } }>(
    '/refdata/:kind',
    { schema: { tags, params: Type.Object({ kind: RefdataKind }), response: { 200: Type.Array(Refdata) } } },
    async (req) => (await repo.listRefdata(db, req.params.kind)).map(show),
  );
  app.put<RefParams & { Body: RefdataBody }>(
    '/refdata/:kind/:code',
    {
      schema: { tags, params: RefdataParams, body: RefdataBody, response: { 200: Refdata, 400: ErrorBody } },
    },
    async (req) => {
      const { kind, code } = req.params;
      await repo.upsertRefdata(db, kind, code, req.body);
      return show((await repo.listRefdata(db, kind)).find((r) => r.code === code)!);
    },
  );
  app.delete<RefParams>(
    '/refdata/:kind/:code',
    { schema: { tags, params: RefdataParams, response: { 404: ErrorBody } } },
    async (req, reply) => {
      const { kind, code } = req.params;
      if (!(await repo.deleteRefdata(db, kind, code))) throw notFound(`No ${kind} reference '${code}'.`);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: Static<typeof Page> }>(
    '/designs',
    { schema: { tags, querystring: Page, response: { 200: Type.Array(Design) } } },
    async (req) =>
      (await repo.listDesigns(db, req.query.offset ?? 0, req.query.pageSize ?? 100)).map((d) => ({
        id: d.id,
        name: d.name,
        atlasId: d.atlas_id,
      })),
  );
  app.put<IdP & { Body: DesignBody }>(
    '/designs/:id',
    { schema: { tags, params: IdParams, body: DesignBody, response: { 200: Design, 400: ErrorBody } } },
    async (req) => {
      await repo.upsertDesign(db, req.params.id, req.body);
      return { id: req.params.id, name: req.body.name, atlasId: req.body.atlasId ?? null };
    },
  );
  app.delete<IdP>(
    '/designs/:id',
    { schema: { tags, params: IdParams, response: { 404: ErrorBody } } },
    async (req, reply) => {
      if (!(await repo.deleteDesign(db, req.params.id))) throw notFound(`No design '${req.params.id}'.`);
      return reply.status(204).send();
    },
  );
};
