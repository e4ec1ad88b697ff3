import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../../lib/i18n/locales/en.json';
import areaArabic from '../../../lib/i18n/locales/ws-catalog/ar.json';
import areaGerman from '../../../lib/i18n/locales/ws-catalog/de.json';
import areaEnglish from '../../../lib/i18n/locales/ws-catalog/en.json';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage } from '../../../test/render.tsx';
import { type ItemForm, validateItemForm } from './catalog-rules.ts';
import { formatBytes } from './format-bytes.ts';
import { ItemList } from './item-list.tsx';
import { breakingText, previewSummary, sunsetFromDate } from './versions-rules.ts';

const use = (locale: string, messages: Record<string, string>) =>
  act(() => i18n.loadAndActivate({ locale, messages: messages as never }));

afterEach(() => use('en', { ...english, ...areaEnglish }));

const form: ItemForm = {
  name: ' ',
  description: 'x'.repeat(100_001),
  stateName: 'Live',
  stateColour: 'not a colour',
  classifications: [],
  pricingPlans: [],
  storefront: 'a b',
  tryApiKey: 'configured',
  tryMock: 'configured',
};
const log = {
  from: '1.0.0',
  to: '2.0.0',
  summary: { breaking: 2, nonBreaking: 1, operationsAdded: 3, operationsRemoved: 1 },
  changes: [],
} as unknown as Parameters<typeof previewSummary>[0];

describe('the Catalogue tab in other languages (issue 31, ws-catalog area)', () => {
  it("keeps the spec's English texts", () => {
    expect(validateItemForm(form)).toEqual({
      name: 'Enter a name.',
      description: 'At most 100,000 characters.',
      stateColour: 'Choose a colour name or #rrggbb.',
      storefront: 'No spaces: runtime:group:api, e.g. native:pets:petstore.',
    });
    expect(previewSummary(log)).toBe(
      '2 breaking changes, 1 non-breaking change against version 1.0.0 (3 operations added, 1 removed).',
    );
    expect(formatBytes(2048)).toBe('2.0 KB');
  });

  it('says the rules, the version preview and sizes in German, numbers grouped the German way', () => {
    use('de', { ...english, ...areaGerman });
    expect(validateItemForm(form)).toEqual({
      name: 'Geben Sie einen Namen ein.',
      description: 'Höchstens 100.000 Zeichen.',
      stateColour: 'Wählen Sie einen Farbnamen oder #rrggbb.',
      storefront: 'Keine Leerzeichen: runtime:group:api, z. B. native:pets:petstore.',
    });
    expect(previewSummary(log)).toBe(
      '2 inkompatible Änderungen, 1 kompatible Änderung gegenüber Version 1.0.0 (3 Operationen hinzugefügt, 1 entfernt).',
    );
    expect(sunsetFromDate('2000-01-01')).toEqual({ error: 'Das Abschaltdatum muss in der Zukunft liegen.' });
    expect(formatBytes(1536)).toBe('1,5 KB');
  });

  it('uses the six Arabic plural forms', () => {
    use('ar', { ...english, ...areaArabic });
    expect(breakingText(0)).toBe('لا تغييرات كاسرة');
    expect(breakingText(2)).toBe('تغييران كاسران');
    expect(breakingText(11)).toBe('11 تغييرًا كاسرًا');
  });

  it('renders the item list in German; item names stay as written', async () => {
    use('de', { ...english, ...areaGerman });
    renderPage(<ItemList onOpen={() => {}} notice={null} />, {
      me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
      api: {
        '/api/provider/items': () =>
          json({
            metadata: { totalSize: 1, offset: 0, pageSize: 25 },
            results: [
              {
                id: 'petstore',
                name: 'Petstore',
                objectType: 'BUNDLE',
                version: '1.0.0',
                dateUpdated: '2026-01-01T00:00:00Z',
              },
            ],
          }),
      },
    });
    expect(await screen.findByText('1 Eintrag')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Einträge' })).toBeTruthy();
    expect(screen.getByLabelText('Nach Name filtern')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Petstore bearbeiten' })).toBeTruthy();
    expect(screen.getByText('Paket')).toBeTruthy();
  });
});
