import type { ApiVersionList } from '@storefront/contract/versions';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage } from '../../../test/render.tsx';
import { VersionsEditor } from './versions-editor.tsx';
import { previewSummary, stateText, sunsetFromDate } from './versions-rules.ts';

configure({ asyncUtilTimeout: 15_000 });

const version = (label: string, extra: Partial<ApiVersionList['versions'][number]> = {}) => ({
  label,
  publishedAt: '2026-11-01T00:00:00.000Z',
  state: 'current' as const,
  sunsetAt: null,
  deprecatedAt: null,
  isDefault: false,
  specVersion: '3.0.3',
  filename: 'pets.json',
  size: 10,
  releaseNotes: '',
  ...extra,
});
const list: ApiVersionList = {
  itemId: 'petstore',
  defaultVersion: '2.0.0',
  versions: [version('2.0.0', { isDefault: true }), version('1.0.0')],
};

describe('VersionsEditor', () => {
  it('lists versions and deprecates one with a sunset date', async () => {
    const patches: unknown[] = [];
    renderPage(<VersionsEditor itemId="petstore" />, {
      api: {
        '/api/provider/items/petstore/versions': list,
        '/api/provider/items/petstore/versions/1.0.0': (_url: URL, init?: RequestInit) => {
          patches.push(JSON.parse(String(init?.body)));
          return json(version('1.0.0', { state: 'deprecated', sunsetAt: '2099-01-01T23:59:59.000Z' }));
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Published versions' });
    expect(within(table).getByRole('rowheader', { name: '2.0.0' })).toBeTruthy();
    expect(within(table).getByText('Current (default)')).toBeTruthy();
    // The default version cannot be retired; an older one can.
    expect(screen.queryByRole('button', { name: 'Retire version 2.0.0' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retire version 1.0.0' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Deprecate version 1.0.0' }));
    const form = screen.getByRole('form', { name: 'Deprecate version 1.0.0' });
    fireEvent.click(within(form).getByRole('button', { name: 'Deprecate' }));
    expect(await within(form).findByText('Choose a sunset date.')).toBeTruthy();
    expect(patches).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Sunset date of 1.0.0'), {
      target: { value: '2099-01-01' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Deprecate' }));
    await vi.waitFor(() => expect(patches).toHaveLength(1));
    expect(patches).toEqual([{ state: 'deprecated', sunsetAt: '2099-01-01T23:59:59.000Z' }]);
  });

  it('offers publishing from a file, a URL or pasted text', async () => {
    renderPage(<VersionsEditor itemId="petstore" />, {
      api: { '/api/provider/items/petstore/versions': list },
    });
    expect(await screen.findByRole('radio', { name: 'File' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Paste' }));
    expect(screen.getByLabelText('Document (JSON or YAML)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Preview changes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Document (JSON or YAML)'), {
      target: { value: '{"openapi":"3.0.3"}' },
    });
    expect((screen.getByRole('button', { name: 'Preview changes' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'URL' }));
    expect(screen.getByLabelText('Document URL')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Preview changes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('previews a document by URL before publishing, and shows a refused URL', async () => {
    const previews: unknown[] = [];
    const summary = {
      breaking: 1,
      nonBreaking: 1,
      operationsAdded: 1,
      operationsRemoved: 1,
      operationsDeprecated: 0,
      operationsChanged: 0,
    };
    renderPage(<VersionsEditor itemId="petstore" />, {
      api: {
        '/api/provider/items/petstore/versions': list,
        '/api/provider/items/petstore/versions/preview-url': (_url: URL, init?: RequestInit) => {
          const body = JSON.parse(String(init?.body));
          previews.push(body);
          if (body.url.includes('127.0.0.1'))
            return json(
              {
                code: 'IMPORT-URL-REFUSED',
                detail: 'The URL was refused: the address 127.0.0.1 is private.',
              },
              400,
            );
          return json({
            from: '2.0.0',
            to: body.label ?? '3.0.0',
            summary,
            changes: [
              {
                kind: 'operation',
                action: 'added',
                breaking: false,
                method: 'POST',
                path: '/pets',
                text: 'Operation added',
              },
              {
                kind: 'operation',
                action: 'removed',
                breaking: true,
                method: 'DELETE',
                path: '/pets/{id}',
                text: 'Operation removed',
              },
            ],
            truncated: false,
            releaseNotes: '',
          });
        },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'URL' }));
    fireEvent.change(screen.getByLabelText('Document URL'), {
      target: { value: ' https://specs.example.com/pets-3.json ' },
    });
    fireEvent.change(screen.getByLabelText('Version label'), { target: { value: '2026-q4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Preview: 1 breaking change');
    const items = within(screen.getByRole('list', { name: 'Changes in the preview' })).getAllByRole(
      'listitem',
    );
    // Breaking first.
    expect(items.map((li) => li.textContent)).toEqual([
      'BreakingDELETE /pets/{id}: Operation removed',
      'Non-breakingPOST /pets: Operation added',
    ]);
    expect(previews).toEqual([{ url: 'https://specs.example.com/pets-3.json', label: '2026-q4' }]);

    // Editing the URL drops the preview; a refused URL says why.
    fireEvent.change(screen.getByLabelText('Document URL'), {
      target: { value: 'http://127.0.0.1:9/pets.json' },
    });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No preview');
    expect(alert.textContent).toContain('The URL was refused: the address 127.0.0.1 is private.');
    expect(previews).toHaveLength(2);
  });
});

describe('versions rules', () => {
  it('reads sunset dates, states and the preview summary', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(sunsetFromDate('', now)).toEqual({ error: 'Choose a sunset date.' });
    expect(sunsetFromDate('2026-11-26', now)).toEqual({ error: 'The sunset date must be in the future.' });
    expect(sunsetFromDate('2027-02-01', now)).toEqual({ iso: '2027-02-01T23:59:59.000Z' });
    const fmt = (d: string) => d.slice(0, 10);
    expect(stateText(version('1', { state: 'deprecated', sunsetAt: '2027-02-01T00:00:00Z' }), fmt)).toBe(
      'Deprecated, sunset 2027-02-01',
    );
    expect(stateText(version('2', { isDefault: true }), fmt)).toBe('Current (default)');
    const summary = {
      breaking: 3,
      nonBreaking: 1,
      operationsAdded: 1,
      operationsRemoved: 2,
      operationsDeprecated: 0,
      operationsChanged: 0,
    };
    expect(
      previewSummary({ from: '1', to: '2', summary, changes: [], truncated: false, releaseNotes: '' }),
    ).toBe('3 breaking changes, 1 non-breaking change against version 1 (1 operations added, 2 removed).');
  });
});
