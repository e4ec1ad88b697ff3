import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { KeyUsageBatch, KeyUsageReceipt } from '@storefront/contract/key-usage';
import { VerifiedKey, VerifyKeyBody } from '@storefront/contract/runtime';
import { AppError } from '../../errors.ts';
import { hashSecret, sameDigest } from '../../integrations/api-management/keys.ts';
import { ingestUsage } from './usage/service.ts';
import { createRateLimiter, keyVerifierFor } from './verify.ts';

/**
 * POST /api/keys/verify: for gateways enforcing native keys (no bearer token; rate limited).
 * POST /api/keys/usage: gateways report calls per key with their own credential (KEYS_USAGE_TOKEN),
 * never a user's token.
 */
export const runtimePublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allow = createRateLimiter(app.config.runtime.verifyRateLimitPerMinute);
  const verifier = keyVerifierFor(
    app.db,
    app.config.runtime.verifyCacheMs,
    undefined,
    app.config.runtime.verifyRequiresSecret,
  );
  app.post(
    '/verify',
    {
      // Unauthenticated: a few KiB is plenty for a key and its secret.
      bodyLimit: app.config.http.publicBodyLimitBytes,
      schema: {
        body: VerifyKeyBody,
        response: { 200: VerifiedKey, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
      // Counted before the body is read, so a flood costs no parsing.
      onRequest: async (request, reply) => {
        const verdict = allow(request.ip);
        if (!verdict.ok) {
          reply.header('retry-after', String(verdict.retryAfterSeconds));
          throw new AppError(429, 'Too many verification requests; slow down.');
        }
      },
    },
    async (request) => verifier.verify(request.body),
  );
  const gatewayToken = app.config.runtime.usageToken;
  app.post(
    '/usage',
    {
      schema: {
        body: KeyUsageBatch,
        response: { 200: KeyUsageReceipt, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 413: ErrorBody },
      },
      // The credential is checked before the body is read: a caller without it costs no parsing.
      onRequest: async (request, reply) => {
        if (!gatewayToken)
          throw new AppError(404, 'Usage ingestion is not configured (KEYS_USAGE_TOKEN).', 'USAGE-OFF');
        const sent = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
        if (!sameDigest(hashSecret(sent), hashSecret(gatewayToken))) {
          reply.header('WWW-Authenticate', 'Bearer realm="gateway"');
          throw new AppError(
            401,
            'A gateway credential (KEYS_USAGE_TOKEN) is required.',
            'GATEWAY-UNAUTHORIZED',
          );
        }
      },
    },
    async (request) => ingestUsage(app.db, request.body),
  );
};
