import { CATALOG_TEXTS } from './problem-texts/catalog.ts';
import { COMMUNITY_TEXTS } from './problem-texts/community.ts';
import { CORE_TEXTS } from './problem-texts/core.ts';
import { DOCS_TEXTS } from './problem-texts/docs.ts';
import { IMPORT_TEXTS } from './problem-texts/import.ts';
import { RUNTIME_TEXTS } from './problem-texts/runtime.ts';
import type { ProblemTexts } from './problem-texts/types.ts';

export type { ProblemTexts, Translations } from './problem-texts/types.ts';

/** The catalogue by domain, one file each (`problem-texts/<domain>.ts`). */
export const PROBLEM_TEXT_DOMAINS: Record<string, ProblemTexts> = {
  core: CORE_TEXTS,
  catalog: CATALOG_TEXTS,
  import: IMPORT_TEXTS,
  runtime: RUNTIME_TEXTS,
  docs: DOCS_TEXTS,
  community: COMMUNITY_TEXTS,
};

/**
 * The API's problem `detail` texts in the other server languages (issue 31), keyed by the English
 * text the code sends, which stays the answer in English character for character. `{0}`, `{1}` …
 * stand for values (ids, numbers, field names, another text); a translation may reorder them. A
 * value that is itself a text of this catalogue ("is required" inside "Invalid {0}: {1}") is
 * translated too, so a reason is listed once, without the field it was found in.
 * `detail-sites.test.ts` fails when the code can send a text this catalogue misses.
 */
export const PROBLEM_TEXTS: ProblemTexts = {};
for (const [domain, texts] of Object.entries(PROBLEM_TEXT_DOMAINS)) {
  for (const [english, translations] of Object.entries(texts)) {
    // Two domains giving one text different words would make the answer depend on import order.
    if (english in PROBLEM_TEXTS) throw new Error(`Problem text listed twice (${domain}): ${english}`);
    PROBLEM_TEXTS[english] = translations;
  }
}
