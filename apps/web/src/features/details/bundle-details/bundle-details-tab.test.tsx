import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/render.tsx';
import { renderDetails, testItem } from '../test-helpers.tsx';

const longText = 'x'.repeat(200);
const bundle = testItem({
  id: 'bundle1',
  name: 'Payments Bundle',
  objectType: 'BUNDLE',
  bundledSpecs: [
    { specId: 'cards', live: true, designName: null, state: { name: 'Live', colour: 'success' } },
    { specId: null, live: false, designName: 'Refunds Design', state: { name: 'In Design', colour: 'info' } },
  ],
  operationSpecifications: [
    {
      id: 'cards',
      name: 'Cards API',
      version: '2.1',
      description: `## Cards\n\n${longText}`,
      summary: longText,
      state: { name: 'Live', colour: 'success' },
      operations: [
        {
          id: 'op1',
          name: 'listCards',
          description: 'Lists cards',
          uri: '/cards',
          operationBehaviour: 'GET',
          dateUpdated: '2024-01-02T12:00:00Z',
          operationSpecificationId: 'cards',
        },
      ],
    },
  ],
});

describe('BundleDetailsTab', () => {
  it('lists live specs with the description cut at 150 and their operations', async () => {
    renderDetails({ item: bundle, path: '/catalog/details/bundle1/bundle-details' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Bundle Details' })).toBeTruthy();
    expect(screen.getByText(`${'x'.repeat(150)}…`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Cards API/ }));
    expect(await screen.findByText('listCards')).toBeTruthy();
    expect(screen.getByText('/cards')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'View Full API Details' })).getAttribute('href')).toBe(
      '/catalog/details/cards',
    );
  });

  it('shows non-live specs by design name and state with the note', async () => {
    renderDetails({ item: bundle, path: '/catalog/details/bundle1/bundle-details' });
    expect(await screen.findByText('Refunds Design')).toBeTruthy();
    expect(screen.getByText('In Design')).toBeTruthy();
    expect(screen.getByText('This API has not been promoted to the portal.')).toBeTruthy();
  });

  it('says "No details found" for an empty bundle', async () => {
    const empty = testItem({ id: 'bundle2', objectType: 'BUNDLE' });
    renderDetails({ item: empty, path: '/catalog/details/bundle2/bundle-details' });
    expect(await screen.findByText('No details found')).toBeTruthy();
  });

  it('uses the configured menu label as heading', async () => {
    const config = testConfig();
    config.portalUIConfig.detailsMenu = { bundleDetails: { label: 'Included APIs' } };
    renderDetails({ item: bundle, config, path: '/catalog/details/bundle1/bundle-details' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Included APIs' })).toBeTruthy();
  });
});
