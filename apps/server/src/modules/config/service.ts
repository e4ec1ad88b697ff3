import fs from 'node:fs';
import type { Branding, CustomerConfig, CustomerSettings } from '@storefront/contract/config';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { getSetting, insertSettingIfAbsent, listDimensions, listTaxonomies } from './repository.ts';

export const SETTINGS_KEY = 'config';
export const BRANDING_KEY = 'branding';

export const DEFAULT_BRANDING: Required<
  Pick<Branding, 'borderRadius' | 'brandName' | 'landingTitle' | 'landingMessage'>
> = {
  borderRadius: 6,
  brandName: 'Storefront',
  landingTitle: 'Welcome to the API Storefront',
  landingMessage: 'Discover, try and get access to our APIs.',
};

interface SeedFile {
  settings: CustomerSettings;
  branding: Branding;
}

export function readSeedFile(file: string): SeedFile {
  let parsed: SeedFile;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as SeedFile;
  } catch (err) {
    throw new Error(`STOREFRONT_CONFIG ${file} could not be read: ${(err as Error).message}`);
  }
  if (!parsed.settings || !parsed.branding)
    throw new Error(`STOREFRONT_CONFIG ${file} needs "settings" and "branding"`);
  return parsed;
}

/** First start: customer configuration and branding come from the seed file; later starts keep edits. */
export async function seedSettings(db: Database, file: string): Promise<void> {
  const seed = readSeedFile(file);
  await insertSettingIfAbsent(db, SETTINGS_KEY, seed.settings);
  await insertSettingIfAbsent(db, BRANDING_KEY, seed.branding);
}

let fallbackSettings: CustomerSettings | undefined;
async function loadSettings(db: Database, config: Config): Promise<CustomerSettings> {
  const stored = await getSetting<CustomerSettings>(db, SETTINGS_KEY);
  if (stored) return stored;
  fallbackSettings ??= readSeedFile(config.storefrontConfigFile).settings;
  return fallbackSettings;
}

export async function getCustomerConfig(db: Database, config: Config): Promise<CustomerConfig> {
  const [settings, taxonomies, dimensions] = await Promise.all([
    loadSettings(db, config),
    listTaxonomies(db),
    listDimensions(db),
  ]);
  const route =
    config.ticketing.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'tickets';
  return {
    ...settings,
    search: { taxonomies, dimensions },
    ticketing: { system: config.ticketing.system, label: config.ticketing.label, route },
  };
}

/** Branding as stored; the defaults of spec section 9 fill what is absent. */
export async function getBranding(db: Database): Promise<Branding> {
  const stored = (await getSetting<Branding>(db, BRANDING_KEY)) ?? {};
  return { ...DEFAULT_BRANDING, ...stored };
}
