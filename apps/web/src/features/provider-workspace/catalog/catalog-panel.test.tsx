import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage } from '../../../test/render.tsx';
import { CatalogPanel } from './catalog-panel.tsx';

// The machine these run on is shared and slow at times: give queries and tests room.
configure({ asyncUtilTimeout: 15_000 });

const paula = { whoAmI: 'paula', givenName: 'Paula', provider: true };
const item = {
  id: 'petstore',
  objectType: 'SPECIFICATION',
  name: 'Petstore',
  description: 'Old',
  version: '1.0.0',
  state: null,
  division: null,
  owner: null,
  interfaceType: null,
  storefront: '',
  classifications: [],
  pricingPlans: [],
  dimensions: {},
  bundledSpecs: [],
  attachments: [
    {
      id: 4,
      name: 'guide.pdf',
      contentType: 'application/pdf',
      size: 2048,
      dateUpdated: '2026-01-01T00:00:00Z',
    },
  ],
  document: null,
  operationCount: 1,
  headlines: [],
  securityPolicies: [],
  dateUpdated: '2026-01-01T00:00:00.000Z',
};
const row = {
  id: 'petstore',
  name: 'Petstore',
  objectType: 'SPECIFICATION',
  version: '1.0.0',
  dateUpdated: item.dateUpdated,
};

function api(calls: { method: string; url: URL; body?: unknown }[]) {
  const record = (url: URL, init?: RequestInit) =>
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
  return {
    '/api/provider/items': (url: URL, init?: RequestInit) => {
      record(url, init);
      const q = url.searchParams.get('q') ?? '';
      const results = 'petstore'.includes(q.toLowerCase()) ? [row] : [];
      return json({ metadata: { totalSize: results.length }, results });
    },
    '/api/provider/items/petstore': (url: URL, init?: RequestInit) => {
      record(url, init);
      if (init?.method === 'PATCH') return json({ ...item, ...(JSON.parse(String(init.body)) as object) });
      return json(item);
    },
    '/api/provider/items/petstore/interactivedocs/override': { allowedAPIKey: null, allowedMock: false },
    '/api/provider/items/petstore/interactivedocs/config': (url: URL, init?: RequestInit) => {
      record(url, init);
      return json({ allowedAPIKey: true, allowedMock: false });
    },
    '/api/provider/items/petstore/bundles': { bundles: [{ id: 'b1', name: 'Bundle One', isMember: true }] },
    '/api/provider/taxonomies': [
      {
        id: 'tx',
        name: 'Topics',
        position: 0,
        classifications: [
          {
            id: 'animals',
            taxonomyId: 'tx',
            parentId: null,
            label: 'Animals',
            position: 0,
            aggSpecificationCount: 0,
            aggBundleCount: 0,
          },
        ],
      },
    ],
    '/api/provider/pricing-plans': {
      code: 'pricingplans',
      name: 'Plans',
      position: 0,
      values: [{ code: 'free', name: 'Free', position: 0, visualStyle: null }],
    },
    '/api/provider/imports/url': (url: URL, init?: RequestInit) => {
      record(url, init);
      return json(
        { code: 'IMPORT-URL-REFUSED', detail: 'The URL was refused: the address 127.0.0.1 is refused.' },
        400,
      );
    },
  };
}

describe('Catalogue tab', { timeout: 60_000 }, () => {
  it('lists items from the server and filters them there', async () => {
    const calls: { method: string; url: URL }[] = [];
    renderPage(<CatalogPanel />, { me: paula, api: api(calls) });
    const table = await screen.findByTestId('catalog-items');
    expect(await within(table).findByText('Petstore')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filter by name'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No items match.')).toBeTruthy();
    const last = calls.filter((c) => c.url.pathname === '/api/provider/items').at(-1);
    expect(last?.url.searchParams.get('q')).toBe('zzz');
    expect(last?.url.searchParams.get('offset')).toBe('0');
  });

  it("shows the server's reason when a URL import is refused", async () => {
    const calls: { method: string; url: URL; body?: unknown }[] = [];
    renderPage(<CatalogPanel />, { me: paula, api: api(calls) });
    fireEvent.change(await screen.findByLabelText('Document URL'), {
      target: { value: 'http://127.0.0.1/x.json' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import from URL' }));
    expect(await screen.findByText('The URL was refused: the address 127.0.0.1 is refused.')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/provider/imports/url')?.body).toEqual({
      url: 'http://127.0.0.1/x.json',
    });
  });

  it('saves only the changed fields and the Try override, previewing the description sanitised', async () => {
    const calls: { method: string; url: URL; body?: unknown }[] = [];
    renderPage(<CatalogPanel />, { me: paula, api: api(calls) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Petstore' }));
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(name, { target: { value: 'Pet Store' } });
    fireEvent.change(screen.getByLabelText('Description (Markdown)'), {
      target: { value: '**New** <img src=x onerror="alert(1)">' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('description-preview');
    expect(preview.querySelector('strong')?.textContent).toBe('New');
    expect(preview.innerHTML).not.toMatch(/onerror/);
    expect(screen.getByText('guide.pdf')).toBeTruthy();
    expect(await screen.findByLabelText('Bundle One (b1)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ name: 'Pet Store', description: '**New** <img src=x onerror="alert(1)">' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
