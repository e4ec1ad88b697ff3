import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { VerifiedKey, VerifyKeyBody } from '@storefront/contract/runtime';
import { AppError } from '../../errors.ts';
import { createRateLimiter, keyVerifierFor } from './verify.ts';

/** POST /api/keys/verify: for gateways enforcing native keys (no bearer token; rate limited). */
export const runtimePublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allow = createRateLimiter(app.config.runtime.verifyRateLimitPerMinute);
  const verifier = keyVerifierFor(app.db, app.config.runtime.verifyCacheMs);
  app.post(
    '/verify',
    {
      schema: {
        body: VerifyKeyBody,
        response: { 200: VerifiedKey, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const verdict = allow(request.ip);
      if (!verdict.ok) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new AppError(429, 'Too many verification requests; slow down.');
      }
      return verifier.verify(request.body);
    },
  );
};
