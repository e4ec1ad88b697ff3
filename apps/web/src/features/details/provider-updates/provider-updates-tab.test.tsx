import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { testConfig } from '../../../test/render.tsx';
import { renderDetails } from '../test-helpers.tsx';

const path = '/catalog/details/petstore/provider-updates';
const TOTAL = 45;
const notice = (order: number) => ({
  key: `n${order}`,
  order,
  message: order === TOTAL ? '<b>not markup</b>' : `Update ${order}`,
  timestamp: Date.UTC(2024, 0, 1, 12) + order * 60_000,
});

/** Notices newest first, paged by pageSize/offset like the server. */
const noticesApi = (url: URL) => {
  const offset = Number(url.searchParams.get('offset'));
  const size = Number(url.searchParams.get('pageSize'));
  const orders = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice(offset, offset + size);
  return json({ conversation: { comments: orders.map(notice), last: TOTAL } });
};

let observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
const scrollToEnd = () =>
  act(() => {
    for (const o of observers) {
      o.callback(
        [{ isIntersecting: true, target: o.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { callback: IntersectionObserverCallback; target: Element | null };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        observers = observers.filter((o) => o !== this.entry);
      }
    },
  );
});

describe('ProviderUpdatesTab', () => {
  it('loads 20 at a time as the end scrolls into view, until the total', async () => {
    const { fetchMock } = renderDetails({ path, api: { '/api/web/notices/catitem/petstore': noticesApi } });
    // The first test loads the lazy tab module: give it more than findAll's 1 s on a busy machine.
    expect(await screen.findAllByTestId('provider-update', {}, { timeout: 10_000 })).toHaveLength(20);
    scrollToEnd();
    await waitFor(() => expect(screen.getAllByTestId('provider-update')).toHaveLength(40));
    scrollToEnd();
    await waitFor(() => expect(screen.getAllByTestId('provider-update')).toHaveLength(45));
    scrollToEnd();
    const offsets = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname.startsWith('/api/web/notices'))
      .map((u) => `${u.searchParams.get('pageSize')}/${u.searchParams.get('offset')}`);
    expect(offsets).toEqual(['20/0', '20/20', '20/40']);
  }, 30_000);

  it('shows each message as text with its timestamp', async () => {
    renderDetails({ path, api: { '/api/web/notices/catitem/petstore': noticesApi } });
    expect(await screen.findByText('<b>not markup</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getAllByText(/^Jan 1, 2024, /).length).toBe(20);
  });

  it('says "No updates found" when there are none', async () => {
    renderDetails({
      path,
      api: { '/api/web/notices/catitem/petstore': { conversation: { comments: [], last: 0 } } },
    });
    expect(await screen.findByText('No updates found')).toBeTruthy();
  });

  it('uses the menu label as heading', async () => {
    const config = testConfig();
    config.portalUIConfig.detailsMenu = { providerUpdates: { label: 'Release Notes' } };
    renderDetails({ config, path, api: { '/api/web/notices/catitem/petstore': noticesApi } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Release Notes' })).toBeTruthy();
  });
});
