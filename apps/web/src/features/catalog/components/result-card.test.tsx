import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { testItem } from '../test-items.ts';
import { CARD_DESCRIPTION_MAX, ResultCard } from './result-card.tsx';
import { LIST_DESCRIPTION_MAX, ResultRow } from './result-row.tsx';

const long = 'x'.repeat(400);

describe('catalogue cards and rows', () => {
  it('cuts card descriptions at 250 characters and shows the summary fields', () => {
    renderPage(<ResultCard item={testItem({ summary: long, objectType: 'BUNDLE' })} />);
    expect(CARD_DESCRIPTION_MAX).toBe(250);
    expect(screen.getByTestId('item-description').textContent).toBe(`${'x'.repeat(250)}…`);
    expect(screen.getByRole('link', { name: 'Pet Store' }).getAttribute('href')).toBe(
      '/catalog/details/petstore',
    );
    for (const text of ['Version 1.0.0', 'Live', 'Bundle', 'REST', 'Retail'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('cuts list descriptions at 150 characters', () => {
    renderPage(<ResultRow item={testItem({ summary: long })} />);
    expect(LIST_DESCRIPTION_MAX).toBe(150);
    expect(screen.getByTestId('item-description').textContent).toBe(`${'x'.repeat(150)}…`);
    expect(screen.getByText('Specification')).toBeTruthy();
  });

  it('shows the server plain-text summary, never the Markdown description, cut on a word boundary', () => {
    const words = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8);
    const card = renderPage(
      <ResultCard item={testItem({ description: `## Pets\n\n**${words}**`, summary: words })} />,
    );
    const shown = screen.getByTestId('item-description').textContent ?? '';
    const sentence = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. ';
    expect(shown).toBe(`${sentence.repeat(4)}Lorem ipsum dolor sit…`);
    expect(shown).not.toMatch(/##|\*\*/);
    card.unmount();
    renderPage(<ResultRow item={testItem({ summary: words })} />);
    expect(screen.getByTestId('item-description').textContent).toBe(
      `${sentence.repeat(2)}Lorem ipsum dolor sit amet…`,
    );
  });

  it('leaves short descriptions whole and shows the marks as the server reported them', () => {
    renderPage(<ResultCard item={testItem({ userFavourite: true, userWatched: false })} />);
    expect(screen.getByTestId('item-description').textContent).toBe('Sells pets.');
    const heart = screen.getByRole('button', { name: 'Remove from favourites: Pet Store' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Subscribe: Pet Store' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('shows the updated date on cards and rows through the one date formatter', () => {
    const first = renderPage(<ResultCard item={testItem({ dateUpdated: '2024-03-05T12:00:00Z' })} />);
    expect(screen.getByTestId('item-updated').textContent).toBe('Updated Mar 5, 2024');
    first.unmount();
    renderPage(<ResultRow item={testItem({ dateUpdated: 'not a date' })} />);
    expect(screen.getByTestId('item-updated').textContent).toBe('Date is not recognised');
  });
});
