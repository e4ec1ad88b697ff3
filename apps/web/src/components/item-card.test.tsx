import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render.tsx';
import { ItemCard } from './item-card.tsx';

const item = { id: 'pets', name: 'Pets', version: '2.0.0', summary: 'Pets for sale', state: null };

describe('ItemCard', () => {
  it("shows the served version's sunset date when it is deprecated, and nothing otherwise", async () => {
    renderPage(<ItemCard item={{ ...item, sunsetAt: '2027-03-01T12:00:00.000Z' }} />);
    expect((await screen.findByTestId('card-sunset')).textContent).toBe(
      'Version 2.0.0 is deprecated: sunset Mar 1, 2027',
    );
  });

  it('has no sunset line for a version in good standing', async () => {
    renderPage(<ItemCard item={item} />);
    await screen.findByRole('link', { name: 'Pets' });
    expect(screen.queryByTestId('card-sunset')).toBeNull();
  });
});
