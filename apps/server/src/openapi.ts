import swagger from '@fastify/swagger';
import { ErrorBody } from '@storefront/contract/common';
import type { FastifyInstance } from 'fastify';
import { isLimitedWrite, TOO_MANY_REQUESTS_HEADERS, writeLimitsOn } from './rate-limit.ts';

type RouteSchema = { hide?: boolean; response?: Record<string, unknown> };

/**
 * Declares the write limit's 429 (the one error shape and Retry-After) on a route the limit counts
 * (rate-limit.ts), beside whatever 429 the route itself declares (e.g. a posting interval, which
 * answers the same shape and header).
 */
function declareTooManyRequests(schema: RouteSchema) {
  const own = schema.response?.[429] as Record<string, unknown> | undefined;
  const { $id: _id, ...body } = (own ?? ErrorBody) as Record<string, unknown>;
  schema.response = {
    ...schema.response,
    429: {
      ...body,
      description: 'Too Many Requests: over the write limit; retry after Retry-After seconds.',
      headers: TOO_MANY_REQUESTS_HEADERS,
    },
  };
}

/** Our own API described from the route schemas (which come from @storefront/contract). */
export async function registerOpenApi(app: FastifyInstance) {
  // A delete that declares only its errors answers 204 No Content: say so in its schema, so the
  // document lists the success status clients actually get (the fuzzer found it missing).
  const limited = writeLimitsOn(app.config.rateLimit);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (limited && methods.some((m) => isLimitedWrite(m, route.url))) {
      route.schema ??= {};
      if (!(route.schema as RouteSchema).hide) declareTooManyRequests(route.schema as RouteSchema);
    }
    const schema = route.schema as RouteSchema | undefined;
    // Every 429 this server answers carries Retry-After (the write limit, a posting interval, the key
    // verification limit): declare it wherever a route declares its own 429.
    const own429 = schema?.response?.[429] as Record<string, unknown> | undefined;
    if (schema?.response && own429 && !own429.headers) {
      const { $id: _id, ...body } = own429;
      schema.response = { ...schema.response, 429: { ...body, headers: TOO_MANY_REQUESTS_HEADERS } };
    }
    if (!schema || !methods.includes('DELETE')) return;
    if (Object.keys(schema.response ?? {}).some((status) => /^2/.test(status))) return;
    schema.response = { ...schema.response, 204: { type: 'null', description: 'No Content' } };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description:
          'Consumer (/api/web) and provider (/api/provider) API of the Storefront developer portal.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
  });
  app.get('/api/web/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
    app.swagger(),
  );
}
