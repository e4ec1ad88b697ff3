export const BASE_PATH = '/store';
export const CALLBACK_PATH = `${BASE_PATH}/auth/callback`;

/** Renew when the access token is within 90 seconds of expiry (spec section 9). */
export const RENEW_MARGIN_SECONDS = 90;
