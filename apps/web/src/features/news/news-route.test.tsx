import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { Component as NewsPage } from './news-route.tsx';

const emptyPage = { announcements: [], pageable: { number: 0, size: 20, totalElements: 0, totalPages: 0 } };

// The first render loads Mantine; on a busy shared machine that alone has taken over 5 s.
describe('News page', { timeout: 30_000 }, () => {
  it('says when there are no announcements, and still marks the first page read', async () => {
    const { fetchMock } = renderPage(<NewsPage />, {
      path: '/news/announcements',
      api: { '/api/web/announcements': emptyPage },
    });
    expect(await screen.findByText('No announcements available')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Announcements', selected: true })).toBeTruthy();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => /\/my\/store\/announcements\/upto\/\d+$/.test(String(u))),
      ).toBe(true),
    );
    const list = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/web/announcements'));
    expect(String(list?.[0])).toBe('/api/web/announcements?reverse=true&page=0&pageSize=20');
  });

  it('lists announcements with their links (plain text details, only http(s) linked)', async () => {
    renderPage(<NewsPage />, {
      path: '/news/announcements',
      api: {
        '/api/web/announcements': {
          announcements: [
            {
              id: '1',
              title: 'Outage',
              published: '2026-01-05T10:00:00Z',
              details: '<i>not markup</i>',
              externalLinks: [
                { url: 'status.example.com', label: 'Status' },
                { url: 'https://example.com/more' },
                { url: 'javascript:alert(1)', label: 'Bad' },
              ],
            },
          ],
          pageable: { number: 0, size: 20, totalElements: 1, totalPages: 1 },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Outage' })).toBeTruthy();
    expect(screen.getByText('<i>not markup</i>')).toBeTruthy();
    expect(screen.getByText('Jan 5, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Status' }).getAttribute('href')).toBe(
      'http://status.example.com/',
    );
    expect(screen.getByRole('link', { name: 'Click for more information' }).getAttribute('href')).toBe(
      'https://example.com/more',
    );
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('Bad')).toBeTruthy();
  });

  it('lists provider updates with item links and relative times', async () => {
    const now = Date.now();
    renderPage(<NewsPage />, {
      path: '/news/provider-updates',
      api: {
        '/api/web/news/latest': {
          notices: [
            {
              itemKey: { id: 'pay', name: 'Payments API' },
              comment: { timestamp: now - 3 * 60_000 - 1000, message: 'v2' },
            },
          ],
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'Payments API' });
    expect(link.getAttribute('href')).toBe('/catalog/details/pay/provider-updates');
    expect(screen.getByText('3 minutes ago').getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(screen.getByText('v2')).toBeTruthy();
  });

  it('says when there are no provider updates', async () => {
    renderPage(<NewsPage />, {
      path: '/news/provider-updates',
      api: { '/api/web/news/latest': { notices: [] } },
    });
    expect(await screen.findByText('No provider updates available.')).toBeTruthy();
  });
});
