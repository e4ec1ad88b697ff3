import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDetails, testItem } from '../test-helpers.tsx';

describe('PricingTab', () => {
  it('shows one card per plan with cost, period, quota and description', async () => {
    const item = testItem({
      pricingplans: ['gold', 'free'],
      pricingPlans: [
        {
          code: 'gold',
          name: 'Gold',
          visualStyle: { cost: '$99', period: 'month', quota: '1M calls', description: 'For big apps' },
        },
        { code: 'free', name: 'Free', visualStyle: { cost: '$0' } },
      ],
    });
    renderDetails({ item, path: '/catalog/details/petstore/pricing' });
    expect(await screen.findAllByTestId('pricing-plan')).toHaveLength(2);
    for (const text of ['Gold', '$99', 'Per month', 'Quota: 1M calls', 'For big apps', 'Free', '$0']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });
});
