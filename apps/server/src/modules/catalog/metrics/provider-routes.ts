import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, NoContent } from '@storefront/contract/common';
import {
  IdParams,
  MetricBody,
  MetricValueParams,
  MetricValuesBody,
  ProviderMetric,
  ProviderMetricList,
} from '@storefront/contract/provider';
import { badRequest, notFound } from '../../../errors.ts';
import * as repo from './provider-repository.ts';

const tags = ['provider-metrics'];

/** Ranking metrics of Top APIs and the items' values for them. */
export const metricsProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const show = (m: Awaited<ReturnType<typeof repo.listMetrics>>[number]): ProviderMetric => ({
    id: m.id,
    label: m.label,
    timeUnitLabel: m.time_unit_label,
    position: m.position,
  });

  app.get('/metrics', { schema: { tags, response: { 200: ProviderMetricList } } }, async () =>
    (await repo.listMetrics(db)).map(show),
  );
  app.put(
    '/metrics/:id',
    {
      schema: { tags, params: IdParams, body: MetricBody, response: { 200: ProviderMetric, 400: ErrorBody } },
    },
    async (req) => {
      await repo.upsertMetric(db, req.params.id, req.body);
      return show((await repo.findMetric(db, req.params.id))!);
    },
  );
  app.delete(
    '/metrics/:id',
    { schema: { tags, params: IdParams, response: { 204: NoContent, 404: ErrorBody } } },
    async (req, reply) => {
      if (!(await repo.deleteMetric(db, req.params.id))) throw notFound(`No metric '${req.params.id}'.`);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/metrics/:id/values',
    {
      schema: {
        tags,
        description: 'Sets (upserts) the values of the given items; other items keep theirs.',
        params: IdParams,
        body: MetricValuesBody,
        response: { 204: NoContent, 400: ErrorBody, 404: ErrorBody },
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
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/metrics/:id/values/:itemId',
    { schema: { tags, params: MetricValueParams, response: { 204: NoContent, 404: ErrorBody } } },
    async (req, reply) => {
      if (!(await repo.deleteMetricValue(db, req.params.id, req.params.itemId))) {
        throw notFound(`No value of metric '${req.params.id}' for item '${req.params.itemId}'.`);
      }
      return reply.status(204).send(null);
    },
  );
};
