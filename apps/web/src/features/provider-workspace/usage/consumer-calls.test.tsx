import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage } from '../../../test/render.tsx';
import { ConsumerCalls } from './consumer-calls.tsx';

// jsdom has no canvas for uPlot: the chart module is replaced by one that lists the lines it was
// given (what this view decides); Playwright (e2e/key-usage.spec.ts) draws the real one.
vi.mock('../../../components/key-usage/key-usage-chart.tsx', () => ({
  default: ({ report }: { report: { series: { consumer?: { displayName: string } }[] } }) => (
    <ul data-testid="key-usage-chart">
      {report.series.map((s) => (
        <li key={s.consumer?.displayName}>{s.consumer?.displayName}</li>
      ))}
    </ul>
  ),
}));

const series = (username: string, displayName: string, calls: number) => ({
  itemId: 'orders',
  appName: `${displayName}'s shop`,
  keyHint: `…${username.slice(0, 4).padEnd(4, 'x')}`,
  apiProduct: 'orders-api',
  consumer: { username, displayName },
  calls,
  errors: 1,
  points: [],
});

describe('Calls per consumer', () => {
  it('lists each consumer’s key by calls, busiest first, and the rejected calls', async () => {
    let asked: URL | null = null;
    renderPage(
      <ConsumerCalls query={{ itemId: 'orders', from: '2026-11-01', to: '2026-11-27', bucket: 'day' }} />,
      {
        me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
        api: {
          '/api/provider/keys/usage': (url: URL) => {
            asked = url;
            return json({
              from: '2026-11-01',
              to: '2026-11-27',
              bucket: 'day',
              series: [series('bob', 'Bob', 3), series('alice', 'Alice', 40)],
              rejectedCalls: 7,
            });
          },
        },
      },
    );
    const table = await screen.findByRole('table', {
      name: 'Calls per consumer, application, key and product',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]!.textContent)).toEqual(['40', '3']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Alice');
    expect(
      screen.getByText(/43 calls from 2 keys\. Calls with keys the portal does not know \(rejected\): 7\./),
    ).toBeTruthy();
    expect(asked!.searchParams.get('itemId')).toBe('orders');
    // The chart consumers see for their own keys, with its text alternative naming each consumer.
    const chart = await screen.findByRole('figure');
    expect(
      within(chart).getByText(
        /^Calls per day of each key\. Alice: Alice's shop \(key ending alic\), orders-api: 40 calls, 1 error/,
      ),
    ).toBeTruthy();
    const lines = await within(chart).findByTestId('key-usage-chart');
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice', 'Bob']);
  });

  it('charts only the busiest keys and says so, while the table lists every key', async () => {
    const many = Array.from({ length: 10 }, (_, i) => series(`user${i}`, `User ${i}`, i + 1));
    renderPage(<ConsumerCalls query={{ from: '2026-11-01', to: '2026-11-27', bucket: 'day' }} />, {
      me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
      api: {
        '/api/provider/keys/usage': () =>
          json({ from: '2026-11-01', to: '2026-11-27', bucket: 'day', series: many, rejectedCalls: 0 }),
      },
    });
    const table = await screen.findByRole('table', {
      name: 'Calls per consumer, application, key and product',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const caption = within(await screen.findByRole('figure')).getByText(
      /^Calls per day of the 8 busiest keys\./,
    );
    expect(caption.textContent).toContain('User 9:');
    expect(caption.textContent).not.toContain('User 0:');
    expect(caption.textContent).not.toContain('User 1:');
    const lines = await screen.findByTestId('key-usage-chart');
    expect(within(lines).getAllByRole('listitem')).toHaveLength(8);
  });

  it('draws no chart when nothing was reported', async () => {
    renderPage(<ConsumerCalls query={{ from: '2026-11-01', to: '2026-11-27', bucket: 'day' }} />, {
      me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
      api: {
        '/api/provider/keys/usage': () =>
          json({ from: '2026-11-01', to: '2026-11-27', bucket: 'day', series: [], rejectedCalls: 2 }),
      },
    });
    expect(
      await screen.findByText(/No calls were reported for consumers’ keys in this range\./),
    ).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
