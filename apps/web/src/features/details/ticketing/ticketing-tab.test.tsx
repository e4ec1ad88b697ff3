import type { Ticket } from '@storefront/contract/ticketing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { testConfig } from '../../../test/render.tsx';
import { renderDetails } from '../test-helpers.tsx';

const f = (value: string, display_value = value) => ({ value, display_value });
const ticket: Ticket = {
  sys_id: f('abc'),
  number: f('CHG0001'),
  short_description: f('Upgrade gateway'),
  description: f('Move to the new gateway'),
  priority: f('2', '2 - High'),
  type: f('normal', 'Normal'),
  state: f('-1', 'Implement'),
  risk: f('3', 'Moderate'),
  urgency: f('1', '1 - High'),
  impact: f('2', '2 - Medium'),
  opened_at: f('2024-01-01 10:00:00', '01/01/2024 10:00:00'),
  closed_at: f(''),
};
const config = testConfig({ features: { ...testConfig().features, ticketing: true } });
const path = '/catalog/details/petstore/tickets';

describe('TicketingTab', () => {
  it('lists tickets by display value and expands one to every field', async () => {
    renderDetails({
      config,
      path,
      api: { '/api/web/svcmgmts/changerequests/petstore': { result: [ticket] } },
    });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Details',
      'Ticket Number',
      'Title',
      'Priority',
      'Type',
      'State',
    ]);
    for (const text of ['CHG0001', 'Upgrade gateway', '2 - High', 'Normal', 'Implement']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByTestId('ticket-details')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show details of ticket CHG0001' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByTestId('ticket-details');
    for (const text of [
      'Move to the new gateway',
      'Moderate',
      '1 - High',
      '2 - Medium',
      '01/01/2024 10:00:00',
      'Opened At',
      'Closed At',
      'Risk',
    ]) {
      expect(details.textContent).toContain(text);
    }
  });

  it('says "No tickets available" when there are none or the call fails', async () => {
    renderDetails({
      config,
      path,
      api: {
        '/api/web/svcmgmts/changerequests/petstore': () => json({ code: 'HTTP-502', detail: 'down' }, 502),
      },
    });
    expect(await screen.findByText('No tickets available')).toBeTruthy();
  });
});
