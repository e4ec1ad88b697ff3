import type { MyStore } from '@storefront/contract/my-store';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testConfig, testStore } from '../../test/render.tsx';
import { LandingPage } from './landing-page.tsx';

const item = (i: number, summary = `About ${i}`) =>
  ({
    id: `api-${i}`,
    name: `API ${i}`,
    version: '1.0',
    description: `## About\n\n**${summary}**`,
    summary,
    state: { name: 'Live', colour: 'success' },
  }) as unknown as MyStore['recentSummary'][number];

const tiles = () => screen.getAllByTestId(/^tile-/).map((t) => t.getAttribute('href'));

describe('landing page', () => {
  it('shows the branding title and message and a button to the catalogue', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the API Storefront' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover our APIs' }).getAttribute('href')).toBe('/catalog');
  });

  it('shows all four tiles when Top APIs and Taxonomy are enabled', () => {
    renderPage(<LandingPage />);
    expect(tiles()).toEqual([
      '/catalog/top-apis',
      '/catalog/favorites',
      '/news/announcements',
      '/catalog/taxonomy',
    ]);
  });

  it('drops Top APIs when disabled and Taxonomy when there are no taxonomies', () => {
    const base = testConfig();
    const config = testConfig({
      portalUIConfig: {
        ...base.portalUIConfig,
        mainNavigation: { topApis: { enabled: false }, taxonomy: { enabled: true } },
      },
      search: { taxonomies: [], dimensions: [] },
    });
    renderPage(<LandingPage />, { config });
    expect(tiles()).toEqual(['/catalog/favorites', '/news/announcements']);
  });

  it('badges the Latest News tile when announcements exist', () => {
    const announcements = [
      { id: 'a', title: 't', published: '2024-01-01T00:00:00Z', details: '', externalLinks: [] },
    ];
    renderPage(<LandingPage />, { store: testStore({ announcements }) });
    expect(screen.getByTestId('tile-news').textContent).toContain('1');
    expect(screen.getByLabelText('1 new announcement')).toBeTruthy();
  });

  it('says so when nothing was viewed recently', () => {
    renderPage(<LandingPage />);
    expect(screen.getByText('You have no recently viewed APIs')).toBeTruthy();
  });

  it('shows at most 4 recently viewed cards linking to details, descriptions cut to 250', () => {
    const long = 'x'.repeat(300);
    renderPage(<LandingPage />, {
      store: testStore({ recentSummary: [item(1, long), item(2), item(3), item(4), item(5)] }),
    });
    const cards = screen.getAllByTestId('item-card');
    expect(cards).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'API 1' }).getAttribute('href')).toBe('/catalog/details/api-1');
    expect(cards[0].textContent).toContain(`${'x'.repeat(250)}…`);
    expect(cards[0].textContent).not.toContain('x'.repeat(251));
    expect(screen.queryByText('API 5')).toBeNull();
    expect(screen.queryByText('You have no recently viewed APIs')).toBeNull();
  });

  it("shows recently viewed items' plain-text summaries, and each card its updated date", () => {
    const dated = (i: number, dateUpdated: string) => ({
      ...item(i, 'Pets & more'),
      description: '<p>Pets &amp; <b>more</b></p>',
      dateUpdated,
    });
    renderPage(<LandingPage />, {
      store: testStore({ recentSummary: [dated(1, '2024-03-05T12:00:00Z'), dated(2, 'yesterday-ish')] }),
    });
    const [first, second] = screen.getAllByTestId('item-card');
    expect(first.textContent).toContain('Pets & more');
    expect(first.textContent).not.toContain('<p>');
    expect(first.querySelector('[data-testid="item-updated"]')?.textContent).toBe('Updated Mar 5, 2024');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2024-03-05T12:00:00.000Z');
    expect(second.querySelector('[data-testid="item-updated"]')?.textContent).toBe('Date is not recognised');
  });
});
