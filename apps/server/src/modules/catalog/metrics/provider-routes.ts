import { type Static, Type } from '@sinclair/typebox';
import { ErrorBody } from '@storefront/contract/common';
import { IdParams, MetricBody, MetricValueParams, MetricValuesBody } from '@storefront/contract/provider';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest, notFound } from '../../../errors.ts';
import * as repo from './provider-repository.ts';

const tags = ['provider-metrics'];
const Metric = Type.Object({
  id: Type.String(),
  label: Type.String(),
  timeUnitLabel: Type.String(),
  position: Type.Number(),
});
type IdP = { Params: Static<typeof IdParams> };

/** Ranking metrics of Top APIs and the items' values for them. */
export const metricsProviderRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const show = (m: Awaited<ReturnType<typeof repo.listMetrics>>[number]) => ({
    id: m.id,
    label: m.label,
    timeUnitLabel: m.time_unit_label,
    position: m.position,
  });

  app.get('/metrics', { schema: { tags, response: { 200: Type.Array(Metric) } } }, async () =>
    (await repo.listMetrics(db)).map(show),
  );
  app.put<IdP & { Body: MetricBody }>(
    '/metrics/:id',
    { schema: { tags, params: IdParams, body: MetricBody, response: { 200: Metric, 400: ErrorBody } } },
    async (req) => {
      await repo.upsertMetric(db, req.params.id, req.body);
      return show((await repo.findMetric(db, req.params.id))!);
    },
  );
  app.delete<IdP>(
    '/metrics/:id',
    { schema: { tags, params: IdParams, response: { 404: ErrorBody } } },
    async (req, reply) => {
      if (!(await repo.deleteMetric(db, req.params.id))) throw notFound(`No metric '${req.params.id}'.`);
      return reply.status(204).send();
    },
  );

  app.put<IdP & { Body: MetricValuesBody }>(
    '/metrics/:id/values',
    {
      schema: {
        tags,
        description: 'Sets (upserts) the values of the given items; other items keep theirs.',
        params: IdParams,
        body: MetricValuesBody,
        response: { 204: Type.Null(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const { values } = req.body;
      await db.transaction().execute(async (trx) => {
        if (!(await repo.findMetric(trx, req.params.id))) throw notFound(`No metric '${req.params.id}'.`);
        const found = await repo.existingItemIds(trx, [...new Set(values.map((v) => v.itemId))]);
        const i = values.findIndex((v) => !found.has(v.itemId));
        if (i >= 0) throw badRequest(`Invalid body.values.${i}.itemId: unknown item '${values[i].itemId}'`);
        const last = new Map(values.map((v) => [v.itemId, v]));
        await repo.upsertMetricValues(trx, req.params.id, [...last.values()]);
      });
      return reply.status(204).send();
    },
  );
  app.delete<{ Params: Static<typeof MetricValueParams> }>(
    '/metrics/:id/values/:itemId',
    { schema: { tags, params: MetricValueParams, response: { 404: ErrorBody } } },
    async (req, reply) => {
      if (!(await repo.deleteMetricValue(db, req.params.id, req.params.itemId))) {
        throw notFound(`No value of metric '${req.params.id}' for item '${req.params.itemId}'.`);
      }
      return reply.status(204).send();
    },
  );
};
