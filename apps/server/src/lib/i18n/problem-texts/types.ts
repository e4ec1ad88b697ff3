import type { ServerLanguage } from '../language.ts';

/** One English text's translations: every server language but English, which is the key itself. */
export type Translations = Record<Exclude<ServerLanguage, 'en'>, string>;
export type ProblemTexts = Record<string, Translations>;
