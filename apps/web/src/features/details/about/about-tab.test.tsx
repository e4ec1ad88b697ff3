import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { testConfig } from '../../../test/render.tsx';
import { renderDetails, testItem } from '../test-helpers.tsx';

const headlines = (nonNative = false) => ({
  headlines: [
    {
      label: 'Calls',
      value: 1234567.4,
      description: 'Calls in the last 30 days',
      metric: { unitOfMeasure: 'calls' },
    },
    { label: 'Error rate', value: 0.0123456789, description: '', metric: { unitOfMeasure: 'ratio' } },
  ],
  storefront: { details: { nonNativeMetrics: nonNative } },
});

describe('AboutTab', () => {
  it('renders the provider description sanitised', async () => {
    const item = testItem({
      description:
        '**Bold** <img src="x" onerror="alert(1)"><script>window.hacked=1</script>[bad](javascript:alert(1))',
    });
    renderDetails({ item, api: { '/api/web/catalog/item/petstore/metrics/headlines': headlines() } });
    const description = await screen.findByTestId('item-description');
    expect(description.querySelector('strong')?.textContent).toBe('Bold');
    expect(description.innerHTML).not.toMatch(/onerror|script|javascript/);
  });

  it('lists the attributes and the deployment split on colons', async () => {
    renderDetails({ api: { '/api/web/catalog/item/petstore/metrics/headlines': headlines() } });
    for (const text of [
      'Retail',
      'Animals',
      'REST',
      '1.0.0',
      'Pet Team',
      'Mar 5, 2024',
      'native',
      'pets',
      'petstore-v1',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('hides the deployment for "soon:"', async () => {
    renderDetails({
      item: testItem({ storefront: 'soon:' }),
      api: { '/api/web/catalog/item/petstore/metrics/headlines': headlines() },
    });
    await screen.findByText('Pet Team');
    expect(screen.queryByRole('heading', { name: 'Deployment' })).toBeNull();
  });

  it('shows metric cards with formatted values, units and the monitoring note', async () => {
    renderDetails({ api: { '/api/web/catalog/item/petstore/metrics/headlines': headlines(true) } });
    expect(await screen.findByText('1,234,567')).toBeTruthy();
    expect(screen.getByText('0.012346')).toBeTruthy();
    expect(screen.getByText('calls')).toBeTruthy();
    expect(screen.getByText('These metrics are provided by an external monitoring service.')).toBeTruthy();
  });

  it('says "No metrics found" when there are none or the call fails', async () => {
    renderDetails({
      api: {
        '/api/web/catalog/item/petstore/metrics/headlines': () =>
          json({ code: 'HTTP-500', detail: 'x' }, 500),
      },
    });
    expect(await screen.findByText('No metrics found')).toBeTruthy();
  });

  it('leaves the metrics block out when the feature is off', async () => {
    const { fetchMock } = renderDetails({
      config: testConfig({ features: { ...testConfig().features, metrics: false } }),
    });
    await screen.findByText('Pet Team');
    expect(screen.queryByRole('heading', { name: 'Metrics' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('metrics'))).toBe(false);
  });
});
