import { i18n } from '@lingui/core';
import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMetricValue } from '../../lib/format-metric.ts';
import arabic from '../../lib/i18n/locales/ar.json';
import german from '../../lib/i18n/locales/de.json';
import english from '../../lib/i18n/locales/en.json';
import japanese from '../../lib/i18n/locales/ja.json';
import { renderPage } from '../../test/render.tsx';
import { relativeTime } from '../news/relative-time.ts';
import { NoResults } from './components/no-results.tsx';
import { ResultCard } from './components/result-card.tsx';
import { CatalogPage } from './search/catalog-page.tsx';
import { testItem } from './test-items.ts';

const use = (locale: string, messages: Record<string, string>) =>
  act(() => i18n.loadAndActivate({ locale, messages: messages as never }));

afterEach(() => use('en', english));

describe('the catalogue in other languages (issue 31)', () => {
  it('shows the catalogue page, its counts and its controls in German', async () => {
    use('de', german);
    const page: CatalogSearchResponse = {
      metadata: { totalSize: 1234, offset: 0, pageSize: 24, sortField: 'sortName:asc', facets: {} },
      results: [testItem()],
    };
    renderPage(<CatalogPage />, { path: '/catalog', api: { '/api/web/catalog/search': page } });
    expect(await screen.findByText('1–1 von 1.234 Ergebnissen')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Katalog' })).toBeTruthy();
    expect(screen.getByLabelText('APIs durchsuchen')).toBeTruthy();
    expect(screen.getByLabelText('Sortieren nach')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kartenansicht' })).toBeTruthy();
    expect(screen.getByText('Spezifikation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zu Favoriten hinzufügen: Pet Store' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Seite 2' })).toBeTruthy();
  });

  it('puts the updated date where the language puts it, and formats it by locale', () => {
    use('ja', japanese);
    renderPage(<ResultCard item={testItem({ dateUpdated: '2024-03-05T12:00:00Z' })} />);
    const updated = screen.getByTestId('item-updated');
    expect(updated.textContent).toBe('2024年3月5日 更新');
    expect(updated.querySelector('time')?.textContent).toBe('2024年3月5日');
  });

  it('uses the language plural rules (Arabic has six forms) and empty texts', () => {
    use('ar', arabic);
    expect(i18n._('cat.resultCount', { count: 2 })).toBe('نتيجتان');
    expect(i18n._('cat.resultCount', { count: 1 })).toBe('نتيجة واحدة');
    renderPage(<NoResults onClear={() => {}} />);
    expect(screen.getByText('لم يتم العثور على نتائج')).toBeTruthy();
  });

  it('formats numbers and relative times by locale, English unchanged', () => {
    expect(formatMetricValue(1997002.4)).toBe('1,997,002');
    expect(relativeTime(0, 3 * 60_000)).toBe('3 minutes ago');
    expect(relativeTime(0, 10_000)).toBe('just now');
    use('de', german);
    expect(formatMetricValue(1997002.4)).toBe('1.997.002');
    expect(formatMetricValue(0.5)).toBe('0,5');
    expect(relativeTime(0, 3 * 60_000)).toBe('vor 3 Minuten');
    expect(relativeTime(0, 10_000)).toBe('gerade eben');
  });
});
