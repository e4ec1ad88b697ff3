import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { AccessRequestStatus } from './access-request-status.tsx';

const request = (order: number, status: string, decisionComment: string | null) => ({
  id: String(order),
  itemId: 'pets',
  conversationKey: '4',
  order,
  message: 'Please',
  status,
  createdAt: 0,
  decidedAt: null,
  decisionComment,
  templatedData: { items: [] },
});

function show(order: number) {
  fakeFetch({
    '/api/web/access/catitem/pets/requests': {
      requests: [request(2, 'approved', 'Welcome.'), request(1, 'denied', null)],
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <AccessRequestStatus itemId="pets" conversationKey="4" order={order} />
          <p>end</p>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('AccessRequestStatus', () => {
  it('shows the status and the provider answer of the matching request', async () => {
    show(2);
    const status = await screen.findByRole('status', { name: 'Access request status' });
    expect(status.textContent).toContain('Status: Approved');
    expect(status.textContent).toContain('Provider’s answer: Welcome.');
  });

  it('shows nothing for a thread that is not one of the user’s requests', async () => {
    show(9);
    await screen.findByText('end');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
