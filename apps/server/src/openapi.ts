import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Our own API described from the route schemas (which come from @storefront/contract). */
export async function registerOpenApi(app: FastifyInstance) {
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
