import type { ApiVersionList, Changelog } from '@storefront/contract/versions';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderDetails } from '../test-helpers.tsx';
import { operationLink, orderChanges, summaryText } from './changelog-view.tsx';

const base = '/api/web/catalog/item/petstore';
const sunset = '2027-03-01T00:00:00.000Z';
const versions: ApiVersionList = {
  itemId: 'petstore',
  defaultVersion: '2.0.0',
  versions: [
    {
      label: '2.0.0',
      publishedAt: '2026-11-01T00:00:00.000Z',
      state: 'current',
      sunsetAt: null,
      deprecatedAt: null,
      isDefault: true,
      specVersion: '3.0.3',
      filename: 'pets.json',
      size: 10,
      releaseNotes: '',
    },
    {
      label: '1.0.0',
      publishedAt: '2026-01-01T00:00:00.000Z',
      state: 'deprecated',
      sunsetAt: sunset,
      deprecatedAt: '2026-11-02T00:00:00.000Z',
      isDefault: false,
      specVersion: '3.0.3',
      filename: 'pets.json',
      size: 10,
      releaseNotes: '',
    },
  ],
};
const changelog: Changelog = {
  from: '1.0.0',
  to: '2.0.0',
  summary: {
    breaking: 1,
    nonBreaking: 1,
    operationsAdded: 1,
    operationsRemoved: 1,
    operationsDeprecated: 0,
    operationsChanged: 0,
  },
  changes: [
    {
      kind: 'operation',
      action: 'added',
      breaking: false,
      text: 'Operation added',
      method: 'POST',
      path: '/pets',
      operationId: 'createPet',
    },
    {
      kind: 'operation',
      action: 'removed',
      breaking: true,
      text: 'Operation removed',
      method: 'DELETE',
      path: '/pets/{id}',
      operationId: 'deletePet',
    },
  ],
  truncated: false,
  releaseNotes: '## Big <img src=x onerror=alert(1)> release\n\n[guide](javascript:alert(1))',
};

afterEach(() => vi.restoreAllMocks());

describe('versions on the details page', () => {
  it('reads the Methods of the version in the URL and shows its sunset date', async () => {
    const { fetchMock } = renderDetails({
      path: '/catalog/details/petstore/methods?version=1.0.0',
      api: {
        [`${base}/versions`]: versions,
        [`${base}/versions/1.0.0/operations`]: {
          label: '1.0.0',
          operations: [
            {
              method: 'DELETE',
              path: '/pets/{id}',
              operationId: 'deletePet',
              summary: 'Delete a pet',
              deprecated: false,
            },
          ],
        },
      },
    });
    expect(await screen.findByText('deletePet')).toBeTruthy();
    const picker = (await screen.findByLabelText('API version')) as HTMLSelectElement;
    expect(picker.value).toBe('1.0.0');
    expect([...picker.options].map((o) => o.text)).toEqual([
      '2.0.0 (current)',
      '1.0.0 (deprecated, sunset Mar 1, 2027)',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'Version 1.0.0 is deprecated and will be retired on Mar 1, 2027.',
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/versions/1.0.0/operations'))).toBe(true);
  });

  it('switches back to the default version, which drops the parameter', async () => {
    const { router } = renderDetails({
      path: '/catalog/details/petstore/methods?version=1.0.0',
      api: {
        [`${base}/versions`]: versions,
        [`${base}/versions/1.0.0/operations`]: { label: '1.0.0', operations: [] },
      },
    });
    const picker = (await screen.findByLabelText('API version')) as HTMLSelectElement;
    fireEvent.change(picker, { target: { value: '2.0.0' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists the changes of the version a notification links to, breaking first, notes sanitised', async () => {
    const { container } = renderDetails({
      path: '/catalog/details/petstore/changelog?version=2.0.0',
      api: {
        [`${base}/versions`]: versions,
        [`${base}/changelog`]: (url: URL) =>
          url.searchParams.get('to') === '2.0.0'
            ? json(changelog)
            : json({ code: 'HTTP-404', detail: 'x' }, 404),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Changelog' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Changes from 1.0.0 to 2.0.0' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'BreakingDELETE /pets/{id}Operation removed',
      'Non-breakingPOST /petsOperation added',
    ]);
    expect(screen.getByText(/1 breaking change, 1 non-breaking change/)).toBeTruthy();
    const link = within(list).getByRole('link', { name: 'DELETE /pets/{id}' });
    expect(link.getAttribute('href')).toBe(
      '/catalog/details/petstore/documentation/operations/deletePet?version=1.0.0',
    );
    expect(container.querySelector('.release-notes h2')?.textContent).toContain('Big');
    expect(container.querySelector('.release-notes img')?.getAttribute('onerror')).toBeFalsy();
    expect(container.querySelector('.release-notes a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
    // The older version opens on demand.
    expect(screen.getByRole('button', { name: 'Show changes in 1.0.0' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it("fetches a linked version's changelog beside the version list, not after it", async () => {
    // The version list answers only once the changelog has been asked for: without the prefetch
    // the changelog would wait for the list, and the list for the changelog, and nothing shows.
    let changelogAsked!: () => void;
    const asked = new Promise<void>((resolve) => {
      changelogAsked = resolve;
    });
    renderDetails({
      path: '/catalog/details/petstore/changelog?version=2.0.0',
      api: {
        [`${base}/versions`]: async () => {
          await asked;
          return json(versions);
        },
        [`${base}/changelog`]: (url: URL) => {
          changelogAsked();
          return url.searchParams.get('to') === '2.0.0' && !url.searchParams.has('from')
            ? json(changelog)
            : json({ code: 'HTTP-404', detail: 'x' }, 404);
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Changes from 1.0.0 to 2.0.0' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('changelog helpers', () => {
  it('counts in words, orders breaking first and links removed operations to the older version', () => {
    expect(summaryText({ ...changelog.summary, breaking: 3, nonBreaking: 0 })).toBe(
      '3 breaking changes, 0 non-breaking changes',
    );
    expect(orderChanges(changelog.changes).map((c) => c.breaking)).toEqual([true, false]);
    expect(operationLink('a b', changelog.changes[0]!, '1', '2')).toEqual({
      pathname: '/catalog/details/a%20b/documentation/operations/createPet',
      search: '?version=2',
    });
    expect(operationLink('a', { ...changelog.changes[0]!, operationId: undefined }, '1', '2')?.pathname).toBe(
      '/catalog/details/a/documentation/operations/POST%20%2Fpets',
    );
    expect(
      operationLink(
        'a',
        { kind: 'schema', action: 'changed', breaking: false, text: 't', schema: 'Pet' },
        '1',
        '2',
      ),
    ).toBeNull();
  });
});
