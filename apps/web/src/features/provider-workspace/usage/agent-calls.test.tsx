import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage } from '../../../test/render.tsx';
import AgentCalls from './agent-calls.tsx';

const me = { whoAmI: 'paula', givenName: 'Paula', provider: true };

describe('AI agent calls', () => {
  it('shows agent tool calls per user and tool, and per day and tool, newest day first', async () => {
    let asked: URL | null = null;
    renderPage(<AgentCalls query={{ itemId: 'orders', from: '2026-11-01', to: '2026-11-27' }} />, {
      me,
      api: {
        '/api/provider/usage/agents': (url: URL) => {
          asked = url;
          return json({
            itemId: 'orders',
            from: '2026-11-01',
            to: '2026-11-27',
            totalCalls: 13,
            byTool: [
              { tool: 'search_catalog', calls: 9 },
              { tool: 'describe_operation', calls: 4 },
            ],
            days: [
              { day: '2026-11-20', tool: 'search_catalog', calls: 9, users: 2 },
              { day: '2026-11-26', tool: 'describe_operation', calls: 4, users: 1 },
            ],
            byUser: [
              {
                username: 'alice',
                displayName: 'Alice <b>Consumer</b>',
                calls: 10,
                errors: 2,
                tools: [
                  { tool: 'search_catalog', calls: 6 },
                  { tool: 'describe_operation', calls: 4 },
                ],
              },
              {
                username: 'bob',
                displayName: 'Bob',
                calls: 3,
                errors: 0,
                tools: [{ tool: 'search_catalog', calls: 3 }],
              },
            ],
          });
        },
      },
    });
    const perUser = await screen.findByRole('table', { name: 'AI agent calls per user and tool' });
    const rows = within(perUser).getAllByRole('row').slice(1);
    // A user's name is text, never markup.
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Alice <b>Consumer</b>');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '2', 'search_catalog: 6, describe_operation: 4']);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Bob');
    const perDay = screen.getByRole('table', { name: 'AI agent calls per day and tool' });
    expect(
      within(perDay)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-26', '2026-11-20']);
    expect(screen.getByTestId('agent-calls-summary').textContent).toMatch(
      /^13 tool calls by agents for 2 users/,
    );
    expect(asked!.searchParams.get('itemId')).toBe('orders');
    expect(asked!.searchParams.get('from')).toBe('2026-11-01');
  });

  it('says when no agent called', async () => {
    renderPage(<AgentCalls query={{ from: '2026-11-01', to: '2026-11-27' }} />, {
      me,
      api: {
        '/api/provider/usage/agents': () =>
          json({
            itemId: null,
            from: '2026-11-01',
            to: '2026-11-27',
            totalCalls: 0,
            byTool: [],
            days: [],
            byUser: [],
          }),
      },
    });
    expect(await screen.findByText('No AI agent called the portal’s tools in this range.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    renderPage(<AgentCalls query={{ from: '2026-11-01', to: '2026-11-27' }} />, {
      me,
      api: {
        '/api/provider/usage/agents': () => json({ code: 'HTTP-403', detail: 'Providers only.' }, 403),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/./);
  });
});
