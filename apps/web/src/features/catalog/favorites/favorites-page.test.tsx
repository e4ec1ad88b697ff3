import { configure, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage, testStore } from '../../../test/render.tsx';
import { testItem } from '../test-items.ts';
import { FavoritesPage } from './favorites-page.tsx';

configure({ asyncUtilTimeout: 5000 });

function Details() {
  const location = useLocation();
  return <p>details from {(location.state as { origin?: string } | null)?.origin}</p>;
}

describe('my favorites', () => {
  it('lists the favourites as cards that open details with origin "favorites"', async () => {
    renderPage(<FavoritesPage />, {
      path: '/catalog/favorites',
      routes: [{ path: '/catalog/details/:id', element: <Details /> }],
      store: testStore({ favouritesSummary: [testItem({ userFavourite: true })] }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favourites: Pet Store' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Pet Store' }));
    expect(await screen.findByText('details from favorites')).toBeTruthy();
  });

  it('explains how to add favourites when there are none', () => {
    renderPage(<FavoritesPage />, { path: '/catalog/favorites' });
    expect(
      screen.getByText(
        'You currently have no favorites to display, add some from the search or details screen.',
      ),
    ).toBeTruthy();
  });
});
