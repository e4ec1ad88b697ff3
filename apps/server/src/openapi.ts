import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Our own API described from the route schemas (which come from @storefront/contract). */
export async function registerOpenApi(app: FastifyInstance) {
  // A delete that declares only its errors answers 204 No Content: say so in its schema, so the
  // document lists the success status clients actually get (the fuzzer found it missing).
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { response?: Record<string, unknown> } | undefined;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
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
