import { useLingui } from '@lingui/react';
import type { TemplateItem } from '@storefront/contract/access';
import { useMemo } from 'react';
import { providerWord } from '../../../lib/i18n/provider-words.ts';

/**
 * The template's labels (fields, subheadings, options) in `locale` where the provider translated
 * them, else as written (issue 31 part 3). Only what the form shows: the request still sends the
 * default labels (toTemplatedData reads the stored items), so providers read their own words.
 */
export function itemsInLanguage(items: TemplateItem[], locale: string): TemplateItem[] {
  return items.map((item) => {
    if (!item.labelTranslations && !item.options?.some((o) => o.labelTranslations)) return item;
    return {
      ...item,
      label: item.label === undefined ? undefined : providerWord(item.label, item.labelTranslations, locale),
      options: item.options?.map((o) => ({
        ...o,
        label: providerWord(o.label, o.labelTranslations, locale),
      })),
    };
  });
}

/** itemsInLanguage in the active language; a language change re-renders the form's labels. */
export function useItemsInLanguage(items: TemplateItem[]): TemplateItem[] {
  const locale = useLingui().i18n.locale;
  return useMemo(() => itemsInLanguage(items, locale), [items, locale]);
}
