import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderDetails, testItem } from '../test-helpers.tsx';

const item = testItem({
  attachments: [
    {
      id: '7',
      name: 'guide.pdf',
      contentType: 'application/pdf',
      size: 3,
      dateUpdated: '2024-02-01T12:00:00Z',
    },
  ],
});
const path = '/catalog/details/petstore/attachments';
let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  let lastBlob: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:test';
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('AttachmentsTab', () => {
  it('lists name, type and date', async () => {
    renderDetails({ item, path });
    expect(await screen.findByText('guide.pdf')).toBeTruthy();
    expect(screen.getByText('application/pdf')).toBeTruthy();
    expect(screen.getByText('Feb 1, 2024')).toBeTruthy();
  });

  it('saves the exact bytes under the name from Content-Disposition, preferring filename*', async () => {
    const bytes = new Uint8Array([0, 255, 37, 80]);
    renderDetails({
      item,
      path,
      api: {
        '/api/web/catalog/item/petstore/attachments/7': () =>
          new Response(bytes, {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': `attachment; filename="Guide_.pdf"; filename*=UTF-8''Guide%20%C3%A9t%C3%A9.pdf`,
            },
          }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download guide.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('Guide été.pdf');
    expect(new Uint8Array(await saved[0].blob.arrayBuffer())).toEqual(bytes);
  });

  it('resets the spinner quietly when the download fails', async () => {
    renderDetails({
      item,
      path,
      api: {
        '/api/web/catalog/item/petstore/attachments/7': () => json({ code: 'HTTP-500', detail: 'boom' }, 500),
      },
    });
    const button = await screen.findByRole('button', { name: 'Download guide.pdf' });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(saved).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says "No attachments available." when there are none', async () => {
    renderDetails({ path });
    expect(await screen.findByText('No attachments available.')).toBeTruthy();
  });
});
