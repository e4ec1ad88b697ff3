import { describeError, isApiError } from '../../lib/api-error.ts';

/**
 * What to tell a provider about a failed write: the server's own detail for 4xx answers (they
 * name the offending field, e.g. "Invalid configuration: emailPatterns[0]: ..."), else the
 * generic text (5xx details are never leaked).
 */
export function errorText(err: unknown): string {
  if (isApiError(err) && err.status >= 400 && err.status < 500 && err.status !== 403) return err.detail;
  return describeError(err).title;
}
