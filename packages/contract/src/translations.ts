import { type TOptional, type TString, Type } from '@sinclair/typebox';
import { LANGUAGES, type Language } from './profile.ts';

/**
 * Providers' words (issue 31 part 3): a text a provider writes (landing title and message, a details
 * menu label, an access-template label) may carry translations by language code. The plain field is
 * the default language's text, shown whenever the reader's language has none. Only the shipped
 * languages are keys; anything else is refused.
 */
export type Translations = Partial<Record<Language, string>>;

export const translations = (maxLength: number) => {
  const text = Type.String({ maxLength });
  const props = Object.fromEntries(LANGUAGES.map((code) => [code, Type.Optional(text)])) as Record<
    Language,
    TOptional<TString>
  >;
  return Type.Object(props, {
    additionalProperties: false,
    description: `Translations by language (${LANGUAGES.join(', ')}); the plain field is the default.`,
  });
};
