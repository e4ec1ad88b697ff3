import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { ResultsPagination } from './results-pagination.tsx';

/** Page buttons as shown, with "…" for each ellipsis. */
async function shape(): Promise<string[]> {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  // The buttons are their own chunk: wait for them.
  await screen.findByRole('button', { name: 'Page 1' });
  const items = nav.querySelectorAll('button[aria-label^="Page "], .mantine-Pagination-dots');
  return [...items].map((el) => (el.tagName === 'BUTTON' ? (el.textContent ?? '') : '…'));
}

describe('results pagination', () => {
  it('shows first, last and the current page with its neighbours, with ellipses', async () => {
    renderPage(<ResultsPagination page={10} total={20} onChange={() => {}} />);
    expect(await shape()).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('near the start and the end, at most 7 buttons with one ellipsis', async () => {
    const first = renderPage(<ResultsPagination page={1} total={20} onChange={() => {}} />);
    expect(await shape()).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    first.unmount();
    renderPage(<ResultsPagination page={20} total={20} onChange={() => {}} />);
    expect(await shape()).toEqual(['1', '…', '16', '17', '18', '19', '20']);
  });

  it('shows every page when there are few, and nothing for a single page', async () => {
    const few = renderPage(<ResultsPagination page={2} total={5} onChange={() => {}} />);
    expect(await shape()).toEqual(['1', '2', '3', '4', '5']);
    few.unmount();
    renderPage(<ResultsPagination page={1} total={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('reports the chosen page, also from the next and previous controls', async () => {
    const onChange = vi.fn();
    renderPage(<ResultsPagination page={3} total={9} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Page 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([4, 4, 2]);
  });
});
