import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/render.tsx';
import { VIRTUALISE_FROM } from '../components/operations-table.tsx';
import { renderDetails, testItem } from '../test-helpers.tsx';

const ops = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `op${i}`,
    name: `operation${i}`,
    description: `Does thing ${i}`,
    uri: `/things/${i}`,
    operationBehaviour: 'GET',
    dateUpdated: '2024-01-02T12:00:00Z',
  }));

const withBehaviour = (enabled: boolean, label = 'Behaviour') => {
  const config = testConfig();
  config.portalUIConfig.methodBehaviour = { enabled, label };
  return config;
};

afterEach(() => vi.restoreAllMocks());

describe('MethodsTab', () => {
  it('lists the operations with all columns', async () => {
    renderDetails({
      item: testItem({ operations: ops(3) }),
      config: withBehaviour(true, 'Verb'),
      path: '/catalog/details/petstore/methods',
    });
    const table = await screen.findByRole('table', { name: 'Methods' });
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Verb', 'Name', 'Description', 'URI', 'Last Updated']);
    expect(screen.getByText('operation2')).toBeTruthy();
    expect(screen.getByText('/things/1')).toBeTruthy();
    expect(screen.getAllByText('Jan 2, 2024')).toHaveLength(3);
  });

  it('hides the Behaviour column when methodBehaviour is off', async () => {
    renderDetails({
      item: testItem({ operations: ops(1) }),
      config: withBehaviour(false),
      path: '/catalog/details/petstore/methods',
    });
    const table = await screen.findByRole('table', { name: 'Methods' });
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Name',
      'Description',
      'URI',
      'Last Updated',
    ]);
    expect(screen.queryByText('GET')).toBeNull();
  });

  it('says "No methods found" without operations', async () => {
    renderDetails({ path: '/catalog/details/petstore/methods' });
    expect(await screen.findByText('No methods found')).toBeTruthy();
  });

  it('renders only the rows on screen for long lists, keeping the row count', async () => {
    // jsdom has no layout: a 600px scroll box and 40px rows.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    const count = 1000;
    expect(count).toBeGreaterThan(VIRTUALISE_FROM);
    renderDetails({ item: testItem({ operations: ops(count) }), path: '/catalog/details/petstore/methods' });
    const table = await screen.findByRole('table', { name: 'Methods' });
    expect(await screen.findByText('operation0')).toBeTruthy();
    const rows = table.querySelectorAll('tbody tr[aria-rowindex]');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(table.getAttribute('aria-rowcount')).toBe(String(count + 1));
    expect(screen.queryByText('operation999')).toBeNull();
  });
});
