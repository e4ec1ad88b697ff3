import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { renderPage } from '../../test/render.tsx';
import { AnnouncementsPanel } from './announcements-panel.tsx';

const listed = {
  total: 2,
  announcements: [
    {
      id: '2',
      title: 'Next week',
      details: 'Soon',
      published: '2030-01-01T00:00:00.000Z',
      externalLinks: [],
      scheduled: true,
    },
    {
      id: '1',
      title: 'Launched',
      details: '<b>plain</b>',
      published: '2026-01-01T00:00:00.000Z',
      externalLinks: [{ url: 'https://docs.example.com', label: 'Docs' }],
      scheduled: false,
    },
  ],
};

function render() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  renderPage(<AnnouncementsPanel />, {
    me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
    api: {
      '/api/provider/announcements': (url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          calls.push({ method: 'POST', url: url.pathname, body: JSON.parse(String(init.body)) });
          return json({ id: 3 }, 201);
        }
        return json(listed);
      },
      '/api/provider/announcements/1': (url: URL, init?: RequestInit) => {
        calls.push({
          method: init?.method ?? 'GET',
          url: url.pathname,
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        return init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json({});
      },
    },
  });
  return calls;
}

describe('announcements panel', { timeout: 120_000 }, () => {
  it('lists announcements as News shows them, scheduled ones flagged, details as text', async () => {
    render();
    expect(await screen.findByText('Launched', {}, { timeout: 60_000 })).toBeTruthy();
    expect(screen.getByText('Scheduled: not shown to consumers yet')).toBeTruthy();
    expect(screen.getByText('<b>plain</b>')).toBeTruthy();
    expect(screen.getByText('Docs').closest('a')?.getAttribute('href')).toBe('https://docs.example.com/');
  });

  it('previews a new announcement and refuses a non-http link before posting', async () => {
    const calls = render();
    const form = await screen.findByLabelText('Post an announcement', {}, { timeout: 60_000 });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Big news' } });
    const preview = screen.getByLabelText('Announcement preview');
    expect(within(preview).getByText('Big news')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Link address'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(form).getByText('Post announcement'));
    expect(await within(form).findByText('A link must start with http:// or https://')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Link address'), { target: { value: 'https://x.example' } });
    fireEvent.click(within(form).getByText('Post announcement'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      title: 'Big news',
      details: '',
      externalLinks: [{ url: 'https://x.example' }],
    });
  });

  it('edits one in the form and withdraws one after confirming', async () => {
    const calls = render();
    await screen.findByText('Launched', {}, { timeout: 60_000 });
    fireEvent.click(screen.getByLabelText('Edit “Launched”'));
    const form = await screen.findByLabelText('Edit the announcement');
    expect((within(form).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Launched');
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Launched!' } });
    fireEvent.click(within(form).getByText('Save announcement'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      title: 'Launched!',
      externalLinks: [{ url: 'https://docs.example.com', label: 'Docs' }],
    });
    fireEvent.click(screen.getByLabelText('Withdraw “Launched”…'));
    const confirm = screen.getByRole('group', { name: 'Confirm withdrawal' });
    fireEvent.click(within(confirm).getByText('Withdraw'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
