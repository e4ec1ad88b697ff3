import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fake-fetch.ts';
import { renderPage } from '../test/render.tsx';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { SubscribeToggle } from './subscribe-toggle.tsx';

// The machine is shared and busy: give async renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('favourite and subscribe toggles', () => {
  it('flips the heart when the add call succeeds', async () => {
    const { fetchMock } = renderPage(<FavouriteToggle itemId="pets" active={false} />, {
      api: { '/api/web/my/store/favourites/pets/add': { id: 'pets', active: true } },
    });
    const heart = screen.getByRole('button', { name: 'Add to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const pressed = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/favourites/'));
    expect(call?.[1]?.method).toBe('POST');
  });

  it('leaves the heart as it was and says so when the call fails', async () => {
    renderPage(<FavouriteToggle itemId="pets" active={false} />, {
      api: {
        '/api/web/my/store/favourites/pets/add': () => json({ code: 'HTTP-500', detail: 'boom' }, 500),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be added to your favourites');
    const heart = screen.getByRole('button', { name: 'Add to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it("adds the server's wait to the failure text when the rate limit refuses the call (429)", async () => {
    renderPage(<FavouriteToggle itemId="pets" active={false} />, {
      api: {
        '/api/web/my/store/favourites/pets/add': () =>
          json({ code: 'HTTP-429', detail: 'Too many requests. Try again in 42 seconds.' }, 429),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry, this API could not be added to your favourites at this time, please try again. Too many requests. Try again in 42 seconds.',
    );
  });

  it('unsubscribes through the remove call and flips the bell back', async () => {
    const { fetchMock } = renderPage(<SubscribeToggle itemId="pets" itemName="Pets" active />, {
      api: { '/api/web/my/store/watch/pets/remove': { id: 'pets', active: false } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe: Pets' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subscribe: Pets' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/watch/pets/remove'))).toBe(true);
  });

  it('keeps the bell on when unsubscribing fails', async () => {
    renderPage(<SubscribeToggle itemId="pets" active />, {
      api: { '/api/web/my/store/watch/pets/remove': () => json({ code: 'HTTP-503', detail: 'down' }, 503) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be unsubscribed');
    expect(screen.getByRole('button', { name: 'Unsubscribe' }).getAttribute('aria-pressed')).toBe('true');
  });
});
