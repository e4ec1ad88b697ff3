import { LANGUAGES } from '@storefront/contract/profile';
import type { Translations } from '@storefront/contract/translations';

const languages = new Set<string>(LANGUAGES);
const CONTROL = /\p{Cc}/u;
// A message keeps its line breaks (the landing shows them); every other control character is refused.
const CONTROL_BUT_LINES = /(?![\n\r\t])\p{Cc}/u;

/**
 * Problems of a provider's translations of one text (issue 31 part 3), each naming the field and the
 * language: only shipped languages, no blank text (leaving a language out shows the default), no
 * control characters (line breaks only where `multiline`). The schema refuses unknown keys already;
 * the check is repeated so stored data can never hold one.
 */
export function checkTranslations(
  errors: string[],
  where: string,
  words: Translations | undefined,
  multiline = false,
): void {
  if (words === undefined) return;
  for (const [code, text] of Object.entries(words)) {
    const at = `${where}.${code}`;
    if (!languages.has(code)) errors.push(`${at}: unknown language (one of ${LANGUAGES.join(', ')})`);
    else if (typeof text !== 'string' || text.trim() === '')
      errors.push(`${at}: must not be blank (leave the language out to show the default)`);
    else if ((multiline ? CONTROL_BUT_LINES : CONTROL).test(text))
      errors.push(`${at}: must not contain control characters`);
  }
}
