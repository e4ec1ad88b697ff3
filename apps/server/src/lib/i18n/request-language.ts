import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { acceptedLanguage, type ServerLanguage, supportedLanguage } from './language.ts';

/** How long a user's chosen language is reused before it is read again (another instance's change). */
const CACHE_MS = 60_000;
const chosen = new Map<number, { language: ServerLanguage | null; at: number }>();

/**
 * The language a signed-in user chose on My Profile, or null (they follow the browser). Read at
 * most once a minute per user in this process, so answering errors (429s under load included)
 * does not cost a query each; a change saved through this process is seen at once.
 */
export async function chosenLanguage(db: Database, userId: number): Promise<ServerLanguage | null> {
  const hit = chosen.get(userId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.language;
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  const language = supportedLanguage(row?.language);
  if (chosen.size > 10_000) chosen.clear();
  chosen.set(userId, { language, at: Date.now() });
  return language;
}

/** Forgets the cached choice (the user just saved a new one). */
export function forgetChosenLanguage(userId: number): void {
  chosen.delete(userId);
}

/**
 * The language to answer a request in (issue 31): the signed-in user's choice, else the request's
 * Accept-Language (the web client sends the browser's), else English. A failed lookup (the
 * database is down) falls back to the header rather than failing the answer.
 */
export async function requestLanguage(request: FastifyRequest): Promise<ServerLanguage> {
  const userId = (request as { user?: { id?: number } | null }).user?.id;
  if (typeof userId === 'number') {
    try {
      const language = await chosenLanguage(request.server.db, userId);
      if (language) return language;
    } catch {
      // The header decides.
    }
  }
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}
