import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, NoContent } from '@storefront/contract/common';
import {
  DesignBody,
  DesignListQuery,
  IdParams,
  ProviderDesign,
  ProviderDesignList,
  ProviderRefdata,
  ProviderRefdataList,
  RefdataBody,
  RefdataKindParams,
  RefdataParams,
} from '@storefront/contract/provider';
import { notFound } from '../../../errors.ts';
import * as repo from './repository.ts';

const tags = ['provider-reference-data'];

/** Reference data (apps, prfs, owners) and designs: upsert by code with PUT, DELETE to remove. */
export const referenceProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const show = (r: Awaited<ReturnType<typeof repo.listRefdata>>[number]): ProviderRefdata => ({
    kind: r.kind,
    code: r.code,
    name: r.name,
    short: r.short,
    regions: r.regions,
    designId: r.design_id,
    designName: r.design_name,
  });

  app.get(
    '/refdata/:kind',
    { schema: { tags, params: RefdataKindParams, response: { 200: ProviderRefdataList } } },
    async (req) => (await repo.listRefdata(db, req.params.kind)).map(show),
  );
  app.put(
    '/refdata/:kind/:code',
    {
      schema: {
        tags,
        params: RefdataParams,
        body: RefdataBody,
        response: { 200: ProviderRefdata, 400: ErrorBody },
      },
    },
    async (req) => {
      const { kind, code } = req.params;
      await repo.upsertRefdata(db, kind, code, req.body);
      return show((await repo.listRefdata(db, kind)).find((r) => r.code === code)!);
    },
  );
  app.delete(
    '/refdata/:kind/:code',
    { schema: { tags, params: RefdataParams, response: { 204: NoContent, 404: ErrorBody } } },
    async (req, reply) => {
      const { kind, code } = req.params;
      if (!(await repo.deleteRefdata(db, kind, code))) throw notFound(`No ${kind} reference '${code}'.`);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/designs',
    { schema: { tags, querystring: DesignListQuery, response: { 200: ProviderDesignList } } },
    async (req) =>
      (await repo.listDesigns(db, req.query.offset ?? 0, req.query.pageSize ?? 100)).map((d) => ({
        id: d.id,
        name: d.name,
        atlasId: d.atlas_id,
      })),
  );
  app.put(
    '/designs/:id',
    {
      schema: { tags, params: IdParams, body: DesignBody, response: { 200: ProviderDesign, 400: ErrorBody } },
    },
    async (req) => {
      await repo.upsertDesign(db, req.params.id, req.body);
      return { id: req.params.id, name: req.body.name, atlasId: req.body.atlasId ?? null };
    },
  );
  app.delete(
    '/designs/:id',
    { schema: { tags, params: IdParams, response: { 204: NoContent, 404: ErrorBody } } },
    async (req, reply) => {
      if (!(await repo.deleteDesign(db, req.params.id))) throw notFound(`No design '${req.params.id}'.`);
      return reply.status(204).send(null);
    },
  );
};
