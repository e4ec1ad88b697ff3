import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDetails } from '../test-helpers.tsx';
import { testComment, testPage } from './test-data.ts';

/** The tab's code loads lazily on first render, which takes a while on a busy machine. */
const SLOW = { timeout: 10_000 };
const LIST = '/api/web/asks/catitem/petstore';

describe('ExpandedThread', { timeout: 30_000 }, () => {
  it('shows one thread with replies (NEW first), a way back, and clears its reply notification', async () => {
    const { fetchMock } = renderDetails({
      path: '/catalog/details/petstore/contact-provider/7/3',
      api: {
        [`${LIST}/conv/7/3`]: testPage([testComment(3, { branches: ['7.3'], replyCount: 1, mine: true })], 1),
        [`${LIST}/conv/7.3`]: testPage(
          [testComment(1, { key: 'r1', message: 'Answer', isNew: true })],
          1,
          true,
          '7.3',
        ),
        '/api/web/my/store/replies/petstore/under/7/3/clear': { cleared: 1 },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact Provider' }, SLOW)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'View all questions/requests' });
    expect(back.getAttribute('href')).toBe('/catalog/details/petstore/contact-provider');
    const reply = await screen.findByTestId('reply', undefined, SLOW);
    expect(within(reply).getByText('NEW')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeTruthy();
    await waitFor(
      () =>
        expect(
          fetchMock.mock.calls.filter(([u]) => String(u).includes('/replies/petstore/under/7/3/clear')),
        ).toHaveLength(1),
      SLOW,
    );
    // Cleared by the view, not by the list's own clear.
    expect(
      fetchMock.mock.calls.filter(([u]) => String(u).includes('/replies/petstore/7.3/clear')),
    ).toHaveLength(0);
  });

  it('says "No comments found" for a thread that cannot be read', async () => {
    renderDetails({ path: '/catalog/details/petstore/contact-provider/7/99' });
    expect(await screen.findByText('No comments found', undefined, SLOW)).toBeTruthy();
  });
});
