import { configure, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { testItem } from '../test-items.ts';
import { formatMetricValue, TopApisPage } from './top-apis-page.tsx';

configure({ asyncUtilTimeout: 5000 });

function Details() {
  const location = useLocation();
  return <p>details from {(location.state as { origin?: string } | null)?.origin}</p>;
}

const items = Array.from({ length: 6 }, (_, i) => ({
  item: testItem({ id: `api${i}`, name: `API ${i}` }),
  value: 100 - i,
}));

describe('top APIs', () => {
  it('shows at most 4 cards per metric group and opens details with origin "topapis"', async () => {
    renderPage(<TopApisPage />, {
      path: '/catalog/top-apis',
      routes: [{ path: '/catalog/details/:id', element: <Details /> }],
      api: {
        '/api/web/metrics/top': {
          metrics: [
            {
              id: 'calls',
              label: 'Most Called',
              metric: { label: 'Calls' },
              timeUnit: { label: 'Last 30 days' },
              items,
            },
          ],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Top APIs' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Most Called' })).toBeTruthy();
    expect(screen.getAllByTestId('result-card')).toHaveLength(4);
    fireEvent.click(screen.getByRole('link', { name: 'API 0' }));
    expect(await screen.findByText('details from topapis')).toBeTruthy();
  });

  it('says "No results found" when no metric has values', async () => {
    renderPage(<TopApisPage />, {
      path: '/catalog/top-apis',
      api: { '/api/web/metrics/top': { metrics: [] } },
    });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('formats values between 0 and 1 with 6 decimals and others as whole numbers', () => {
    expect(formatMetricValue(0.99966612)).toBe('0.999666');
    expect(formatMetricValue(1997002.4)).toBe('1,997,002');
  });
});
