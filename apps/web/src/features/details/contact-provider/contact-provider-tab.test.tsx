import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { myStoreKey } from '../../../lib/my-store.ts';
import { json } from '../../../test/fake-fetch.ts';
import { testConfig, testStore } from '../../../test/render.tsx';
import { renderDetails } from '../test-helpers.tsx';
import { testComment, testPage } from './test-data.ts';

const path = '/catalog/details/petstore/contact-provider';
/** The tab's code loads lazily on first render, which takes a while on a busy machine. */
const SLOW = { timeout: 10_000 };
const LIST = '/api/web/asks/catitem/petstore';

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

const calls = (mock: ReturnType<typeof vi.fn>, prefix: string, method = 'GET') =>
  mock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://x').pathname.startsWith(prefix))
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method);

describe('ContactProviderTab', { timeout: 30_000 }, () => {
  it('loads threads 20 at a time until the total', async () => {
    const TOTAL = 45;
    const api = (url: URL) => {
      const offset = Number(url.searchParams.get('offset'));
      const size = Number(url.searchParams.get('pageSize'));
      const orders = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice(offset, offset + size);
      return json(
        testPage(
          orders.map((o) => testComment(o)),
          TOTAL,
        ),
      );
    };
    const { fetchMock } = renderDetails({ path, api: { [LIST]: api } });
    expect(await screen.findAllByTestId('comment', undefined, SLOW)).toHaveLength(20);
    scrollToEnd();
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(40), SLOW);
    scrollToEnd();
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(45), SLOW);
    scrollToEnd();
    const offsets = calls(fetchMock, LIST).map(([u]) => {
      const url = new URL(String(u), 'http://x');
      return `${url.searchParams.get('pageSize')}/${url.searchParams.get('offset')}`;
    });
    expect(offsets).toEqual(['20/0', '20/20', '20/40']);
  });

  it('says "No comments found", validates, posts with Enter and reloads the list', async () => {
    let posted: unknown = null;
    const { fetchMock } = renderDetails({
      path,
      api: {
        [LIST]: () =>
          json(posted ? testPage([testComment(1, { message: 'Hello?', mine: true })]) : testPage([])),
        [`${LIST}/conv/7`]: (_url: URL, init?: RequestInit) => {
          posted = JSON.parse(String(init?.body));
          return json(testComment(1), 201);
        },
      },
    });
    expect(await screen.findByText('No comments found', undefined, SLOW)).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(box.getAttribute('placeholder')).toBe('Add a comment...');
    await waitFor(() => expect((box as HTMLTextAreaElement).disabled).toBe(false), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('You must enter a comment.', undefined, SLOW)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'x'.repeat(513) } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(
      await screen.findByText('Comments must be less than 512 characters in length.', undefined, SLOW),
    ).toBeTruthy();
    expect(calls(fetchMock, `${LIST}/conv/7`, 'POST')).toHaveLength(0);
    fireEvent.change(box, { target: { value: 'Hello?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls(fetchMock, `${LIST}/conv/7`, 'POST')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByTestId('comment', undefined, SLOW)).toBeTruthy();
    expect(posted).toEqual({ message: 'Hello?', styling: 'question' });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the spec text when posting fails', async () => {
    renderDetails({
      path,
      api: {
        [LIST]: testPage([]),
        [`${LIST}/conv/7`]: () => json({ code: 'HTTP-500', detail: 'Internal Server Error' }, 500),
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Add a comment' }, SLOW);
    await waitFor(() => expect((box as HTMLTextAreaElement).disabled).toBe(false), SLOW);
    fireEvent.change(box, { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe(
      'Sorry, your comment could not be posted at this time, please try again.',
    );
  });

  it('renders messages as text; deleted ones as the marker without reply or replies', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    renderDetails({
      path,
      api: {
        [LIST]: testPage([
          testComment(3, { message: xss, mine: true }),
          testComment(2, { deleted: true, message: 'DELETED', branches: ['7.2'], replyCount: 2, mine: true }),
          testComment(1, { message: '' }),
        ]),
      },
    });
    expect(await screen.findByText(xss, undefined, SLOW)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const cards = screen.getAllByTestId('comment');
    expect(within(cards[1]!).getByText('Message has been deleted.')).toBeTruthy();
    expect(within(cards[2]!).getByText('Message has been deleted.')).toBeTruthy();
    for (const card of cards.slice(1)) {
      expect(within(card).queryByRole('button', { name: 'Reply' })).toBeNull();
      expect(within(card).queryByRole('button', { name: /replies/ })).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    }
    expect(within(cards[0]!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(cards[0]!).getByRole('button', { name: 'Reply' })).toBeTruthy();
  });

  it('offers edit and delete to the owner only, and reply only when canReply', async () => {
    renderDetails({
      path,
      api: { [LIST]: testPage([testComment(2, { mine: true }), testComment(1)], 2, false) },
    });
    const [mine, theirs] = await screen.findAllByTestId('comment', undefined, SLOW);
    expect(within(mine!).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(theirs!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirs!).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('edits and deletes through the comments family', async () => {
    const bodies: unknown[] = [];
    renderDetails({
      path,
      api: {
        [LIST]: testPage([testComment(1, { mine: true, message: 'Old' })]),
        '/api/web/comments/catitem/petstore': (_u: URL, init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return bodies.length === 1 ? json(testComment(1)) : json({ code: 'HTTP-500', detail: 'x' }, 500);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    const box = screen.getByRole('textbox', { name: 'Edit comment' });
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must enter a comment.', undefined, SLOW)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe(
      'Sorry, your comment could not be edited at this time, please try again.',
    );
    expect(bodies).toEqual([
      { key: '7', order: 1, message: 'New' },
      { key: '7', order: 1, deleted: true },
    ]);
  });

  it("adds the server's wait to the delete failure when the rate limit refuses it (429)", async () => {
    renderDetails({
      path,
      api: {
        [LIST]: testPage([testComment(1, { mine: true, message: 'Old' })]),
        '/api/web/comments/catitem/petstore': () =>
          json({ code: 'HTTP-429', detail: 'Too many requests. Try again in 9 seconds.' }, 429),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toBe(
      'Sorry, your comment could not be edited at this time, please try again. Too many requests. Try again in 9 seconds.',
    );
  });

  it('loads replies on demand with NEW, clears them once seen, and hides them again', async () => {
    const { fetchMock } = renderDetails({
      path,
      api: {
        [LIST]: testPage([testComment(1, { branches: ['7.1'], replyCount: 1, mine: true })]),
        [`${LIST}/conv/7.1`]: testPage(
          [
            testComment(1, {
              key: 'r1',
              message: 'An answer',
              fromProvider: true,
              owner: 'Paula',
              isNew: true,
            }),
          ],
          1,
          true,
          '7.1',
        ),
        '/api/web/my/store/replies/petstore/7.1/clear': { cleared: 1 },
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Show replies (1)' }, SLOW);
    expect(calls(fetchMock, `${LIST}/conv/7.1`)).toHaveLength(0);
    fireEvent.click(toggle);
    const reply = await screen.findByTestId('reply', undefined, SLOW);
    expect(within(reply).getByText('An answer')).toBeTruthy();
    expect(within(reply).getByText('NEW')).toBeTruthy();
    expect(within(reply).getByText('Provider')).toBeTruthy();
    const url = new URL(String(calls(fetchMock, `${LIST}/conv/7.1`)[0]![0]), 'http://x');
    expect(url.searchParams.get('pageSize')).toBe('1000');
    await waitFor(
      () => expect(calls(fetchMock, '/api/web/my/store/replies/petstore/7.1/clear', 'PUT')).toHaveLength(1),
      SLOW,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide replies' }));
    expect(screen.queryByTestId('reply')).toBeNull();
  });

  it('marks a thread NEW while my store lists unseen replies in its branch', async () => {
    const { queryClient } = renderDetails({
      path,
      api: { [LIST]: testPage([testComment(1, { branches: ['7.1'], replyCount: 2, mine: true })]) },
    });
    await screen.findByRole('button', { name: 'Show replies (2)' }, SLOW);
    expect(screen.queryByTestId('new-replies')).toBeNull();
    const branch = { key: '7.1', order: 1, styling: 'question', messageStub: 'Q', stubbed: false, unread: 2 };
    act(() => {
      queryClient.setQueryData(myStoreKey, {
        ...testStore(),
        replies: [{ id: 'petstore', name: 'Petstore', conversationBranches: [branch] }],
      });
    });
    expect((await screen.findByTestId('new-replies', undefined, SLOW)).textContent).toBe('NEW');
  });

  it('uses the menu label as heading', async () => {
    const config = testConfig();
    config.portalUIConfig.detailsMenu = { contactProvider: { label: 'Ask Us' } };
    renderDetails({ config, path, api: { [LIST]: testPage([]) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ask Us' }, SLOW)).toBeTruthy();
  });
});
