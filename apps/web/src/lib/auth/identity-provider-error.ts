/**
 * The identity provider could not be reached at start (its discovery document failed to load: the
 * provider is down, the network or the page's CSP blocked it). Carries the issuer the SPA tried, so
 * the error screen can name it instead of leaving a blank page.
 */
export class IdentityProviderError extends Error {
  constructor(
    readonly issuer: string,
    readonly reason: string,
  ) {
    super(`Could not reach the identity provider at ${issuer} (${reason}).`);
    this.name = 'IdentityProviderError';
  }
}

export function isIdentityProviderError(error: unknown): error is IdentityProviderError {
  return error instanceof IdentityProviderError;
}
