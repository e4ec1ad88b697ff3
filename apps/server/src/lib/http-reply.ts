import type { FastifyReply } from 'fastify';

/*
 * Two answers a route's typed reply cannot express, so they take the plain reply: a 304 has no body
 * (send(null) would add a JSON Content-Type and a Content-Length), and bytes already serialised from
 * the route's response schema (cached, maybe compressed) are not the object that schema types.
 */

/** 304 Not Modified, with no body. */
export function notModified(reply: FastifyReply): FastifyReply {
  return reply.status(304).send();
}

/** Sends bytes serialised earlier from the route's own response schema (headers already set). */
export function sendSerialized(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.send(bytes);
}
