import type { Branding, CustomerConfig, WhoAmI } from '@storefront/contract/config';
import { createContext, useContext } from 'react';
import { apiGet } from './api-client.ts';
import { applyStoredLanguage } from './i18n/i18n.ts';
import { type ResolvedBranding, resolveBranding } from './theme/branding-defaults.ts';

/** What the app loads before it renders (spec section 2, Startup). */
export interface StartupData {
  config: CustomerConfig;
  branding: ResolvedBranding;
  me: WhoAmI;
}

/**
 * Configuration, then branding (defaults on failure), then the user; any other failure throws. The
 * three calls are independent, so they are asked for together (one round trip, not three) and their
 * answers handled in that order: a configuration failure is the one reported even when the user
 * call failed too.
 */
export async function loadStartup(): Promise<StartupData> {
  const configCall = apiGet<CustomerConfig>('/api/web/config');
  const brandingCall = apiGet<Branding>('/api/web/config/branding').catch(() => null);
  const meCall = apiGet<WhoAmI>('/api/web/my/stuff');
  // Handled below; without this an early configuration failure would leave this one unobserved.
  meCall.catch(() => {});
  const config = await configCall;
  const branding = await brandingCall;
  const me = await meCall;
  // The user's language, kept on the server, before the first screen renders (issue 31).
  await applyStoredLanguage(me.language).catch(() => {});
  return { config, branding: resolveBranding(branding), me };
}

export const StartupContext = createContext<StartupData | null>(null);

function useStartup(): StartupData {
  const value = useContext(StartupContext);
  if (!value) throw new Error('StartupContext is missing: render inside the app shell');
  return value;
}

export const useCustomerConfig = (): CustomerConfig => useStartup().config;
export const useBranding = (): ResolvedBranding => useStartup().branding;
export const useMe = (): WhoAmI => useStartup().me;

/** "Hi, {given name or User}" */
export function displayName(me: WhoAmI): string {
  return me.givenName?.trim() || 'User';
}
