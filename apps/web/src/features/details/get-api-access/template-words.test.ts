import type { TemplateItem } from '@storefront/contract/access';
import { describe, expect, it } from 'vitest';
import { itemsInLanguage } from './template-words.ts';

const items: TemplateItem[] = [
  { type: 'subheading', id: 'head', label: 'About you', labelTranslations: { de: 'Über Sie' } },
  { type: 'start-row' },
  {
    type: 'select',
    id: 'market',
    label: 'Market',
    labelTranslations: { de: 'Markt', ja: '市場' },
    options: [
      { label: 'Europe', value: 'eu', labelTranslations: { de: 'Europa' } },
      { label: 'APAC', value: 'apac' },
    ],
  },
  { type: 'text', id: 'name', label: 'Name' },
  { type: 'end-row' },
];

describe('itemsInLanguage', () => {
  it("shows the provider's labels in the language, options included", () => {
    const de = itemsInLanguage(items, 'de');
    expect(de.map((i) => i.label)).toEqual(['Über Sie', undefined, 'Markt', 'Name', undefined]);
    expect(de[2]?.options?.map((o) => o.label)).toEqual(['Europa', 'APAC']);
    expect(de[2]?.options?.[0]?.value).toBe('eu');
  });

  it('falls back to the labels as written, leaving untranslated items as they are', () => {
    const en = itemsInLanguage(items, 'en');
    expect(en.map((i) => i.label)).toEqual(['About you', undefined, 'Market', 'Name', undefined]);
    expect(en[2]?.options?.map((o) => o.label)).toEqual(['Europe', 'APAC']);
    expect(en[3]).toBe(items[3]);
    expect(itemsInLanguage(items, 'ja')[0]?.label).toBe('About you');
  });
});
