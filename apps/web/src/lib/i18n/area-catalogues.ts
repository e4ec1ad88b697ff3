import { i18n, type Messages } from '@lingui/core';
import type { LanguageCode } from './languages.ts';

/**
 * The loaders of the per-area catalogues (see areas.ts), in their own chunk: the map grows with
 * every area and language, and no first page needs it.
 *
 * Per-area catalogues (issue 31): the texts of a screen group that not every page shows (the
 * documentation viewer, the provider workspace, …) live in `locales/<area>/<code>.json`, each its
 * own chunk, loaded with the area's route module and merged into the active language's messages.
 * This keeps the shared catalogue, which every first page pays for, to the shell and the first
 * screens. Keys of an area start with `<area>.` (catalogues.test.ts checks it).
 */
const FILES = import.meta.glob<{ default: Messages }>('./locales/*/*.json');

/** `area` → language → loader. */
const AREA_LOADERS = new Map<string, Map<string, () => Promise<{ default: Messages }>>>();
for (const [file, load] of Object.entries(FILES)) {
  const match = /\.\/locales\/([\w-]+)\/([a-z]{2})\.json$/.exec(file);
  if (!match) continue;
  const [, area, code] = match as unknown as [string, string, string];
  if (!AREA_LOADERS.has(area)) AREA_LOADERS.set(area, new Map());
  AREA_LOADERS.get(area)!.set(code, load);
}

/** The areas known to the build (their folders under locales/). */
export const AREAS: readonly string[] = [...AREA_LOADERS.keys()].sort();

/** `area:code` pairs already merged into Lingui's messages. */
const merged = new Set<string>();

async function loadAreaMessages(area: string, code: LanguageCode): Promise<Messages> {
  const load = AREA_LOADERS.get(area)?.get(code) ?? AREA_LOADERS.get(area)?.get('en');
  if (!load) throw new Error(`no catalogue for the "${area}" area`);
  return (await load()).default;
}

/** Merges `area`'s texts in `code` into that language's messages (once). */
export async function mergeArea(area: string, code: LanguageCode): Promise<void> {
  const key = `${area}:${code}`;
  if (merged.has(key)) return;
  i18n.load(code, await loadAreaMessages(area, code));
  merged.add(key);
}
