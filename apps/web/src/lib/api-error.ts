import { i18n } from '@lingui/core';

/** The permission detail the server sends with every 403 (spec section 6). */
export const PERMISSION_DETAIL = 'You do not have permission to access this.';
export const PERMISSION_ADVICE = 'Contact your administrator if you require access.';

/** Every failed call surfaces as an ApiError: HTTP status, `code` and a human-readable `detail`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  get isForbidden(): boolean {
    return this.status === 403 || this.detail === PERMISSION_DETAIL;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/**
 * Turns a non-OK response into an ApiError (spec section 8): a JSON `{code, detail}` body is used as
 * sent; anything else takes its detail from the status text and the code `HTTP-{status}`.
 */
export async function toApiError(response: Response): Promise<ApiError> {
  const fallbackCode = `HTTP-${response.status}`;
  const fallbackDetail = response.statusText || `Request failed with status ${response.status}`;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      const body = (await response.json()) as { code?: unknown; detail?: unknown; message?: unknown };
      const detail =
        typeof body.detail === 'string' ? body.detail : typeof body.message === 'string' ? body.message : '';
      const code = typeof body.code === 'string' ? body.code : fallbackCode;
      return new ApiError(response.status, code, detail || fallbackDetail);
    } catch {
      // A body that claims JSON but is not: fall through to the status text.
    }
  }
  return new ApiError(response.status, fallbackCode, fallbackDetail);
}

/**
 * The server refused the access token for its audience, issuer or signature: the identity provider
 * and the portal disagree, a renewal brings the same token, so the app shows this instead of looping.
 */
export function isTokenMismatch(err: unknown): err is ApiError {
  return isApiError(err) && err.status === 401 && /^TOKEN-(AUDIENCE|ISSUER|SIGNATURE)$/.test(err.code);
}

/** A call refused by the server's rate limit (429); its detail says how long to wait. */
export function isRateLimited(err: unknown): err is ApiError {
  return isApiError(err) && err.status === 429;
}

export const RATE_LIMIT_ADVICE = 'Please wait, then try again.';

/** A failure text, followed by the server's "Try again in N seconds." when the rate limit refused the call. */
export function failureWithLimit(text: string, err: unknown): string {
  return isRateLimited(err) ? `${text} ${err.detail}` : text;
}

/** The message pair to show for an error, with the fixed wording for 403 and the wait of a 429. */
export function describeError(err: unknown): { title: string; message: string } {
  if (isApiError(err) && err.isForbidden)
    return { title: i18n._('error.permission'), message: i18n._('error.permissionAdvice') };
  if (isRateLimited(err)) return { title: err.detail, message: i18n._('error.wait') };
  return { title: i18n._('startup.genericTitle'), message: i18n._('startup.genericText') };
}
