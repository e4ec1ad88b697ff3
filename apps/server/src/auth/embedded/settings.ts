import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.ts';

const COOKIE_KEYS = 'oidc_cookie_keys';

/**
 * The secret that signs the provider's cookies. It lives in `settings` so that every instance
 * accepts the cookies of every other; created once, concurrent creators converge on the first row.
 */
export async function loadCookieKeys(db: Database): Promise<string[]> {
  const read = () =>
    db.selectFrom('settings').select('value').where('key', '=', COOKIE_KEYS).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto('settings')
      .values({ key: COOKIE_KEYS, value: JSON.stringify([randomBytes(32).toString('base64url')]) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    row = await read();
  }
  const keys = row?.value;
  if (!Array.isArray(keys) || keys.length === 0)
    throw new Error(`settings.${COOKIE_KEYS} is not a list of keys`);
  return keys.map(String);
}

export interface PageBranding {
  brandName: string;
  primaryColor: string;
  primaryTextColor: string;
  borderRadius: number;
}

export const DEFAULT_PAGE_BRANDING: PageBranding = {
  brandName: 'Storefront',
  primaryColor: '#1c64f2',
  primaryTextColor: '#ffffff',
  borderRadius: 6,
};

// Only plain colour notations reach the inline <style>, so branding data cannot inject CSS.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]+\))$/i;

/** The portal's branding for the sign-in pages; defaults when absent or unreadable. */
export async function loadPageBranding(db: Database): Promise<PageBranding> {
  let value: Record<string, unknown> = {};
  try {
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'branding')
      .executeTakeFirst();
    if (row?.value && typeof row.value === 'object') value = row.value as Record<string, unknown>;
  } catch {
    // Branding is cosmetic: the sign-in page must still work.
  }
  const colour = (v: unknown, dflt: string) =>
    typeof v === 'string' && COLOUR.test(v.trim()) ? v.trim() : dflt;
  const name =
    typeof value.brandName === 'string' && value.brandName.trim() ? value.brandName.trim() : undefined;
  const radius = Number(value.borderRadius);
  return {
    brandName: (name ?? DEFAULT_PAGE_BRANDING.brandName).slice(0, 80),
    primaryColor: colour(value.primaryColor, DEFAULT_PAGE_BRANDING.primaryColor),
    primaryTextColor: colour(value.primaryBtnTextColor, DEFAULT_PAGE_BRANDING.primaryTextColor),
    borderRadius:
      Number.isFinite(radius) && radius >= 0
        ? Math.min(Math.round(radius), 32)
        : DEFAULT_PAGE_BRANDING.borderRadius,
  };
}
