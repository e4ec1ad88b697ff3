import { isApiError } from '../lib/api-error.ts';
import { isIdentityProviderError } from '../lib/auth/identity-provider-error.ts';

/** One line saying what failed before the app could start (sign-in itself), for the error screen. */
export function signInFailureDetail(error: unknown): string {
  if (isIdentityProviderError(error)) return error.message;
  if (isApiError(error)) return `The sign-in settings could not be loaded (${error.code}: ${error.detail}).`;
  const message = error instanceof Error ? error.message : String(error);
  return `Sign-in could not be completed (${message || 'unknown error'}).`;
}
