import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderPage } from '../../../test/render.tsx';
import { SettingsPanel } from './settings-panel.tsx';

const config = {
  customerCode: 'DEMO',
  portalUIConfig: {
    mainNavigation: { topApis: { enabled: true }, taxonomy: { enabled: true } },
    detailsMenu: { contactProvider: { label: 'Contact Provider', enabled: true } },
    methodBehaviour: { enabled: true, label: 'Behaviour' },
    visual: { apiAccess: true },
  },
  features: {
    pricing: true,
    attachments: true,
    documentation: true,
    openapiDownload: true,
    viewInCatalog: true,
    ticketing: true,
    getApiAccess: true,
    metrics: true,
  },
  viewInCatalogUrl: 'https://catalog.example.com/{id}',
  missing: { specs: { itemstate: 'Not Promoted' } },
  emailPatterns: ['@example\\.com$'],
  search: { taxonomies: [], dimensions: [] },
  ticketing: { system: 'native', label: 'Tickets', route: 'tickets' },
};
const template = {
  items: [
    { type: 'text', id: 'team', label: 'Team', required: true },
    { type: 'select', id: 'env', label: 'Environment', options: [{ value: 'prod', label: 'Production' }] },
  ],
  metadata: { refDataMatching: [] },
};

function render() {
  const sent: { url: string; body: unknown }[] = [];
  const put = (answer: (body: unknown) => Response) => (url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    sent.push({ url: url.pathname, body });
    return answer(body);
  };
  renderPage(<SettingsPanel />, {
    me: { whoAmI: 'paula', givenName: 'Paula', provider: true },
    api: {
      '/api/web/config': (_url: URL, init?: RequestInit) =>
        init?.method === 'PUT' ? json({}) : json(config),
      '/api/provider/config': put((body) => json(body)),
      '/api/provider/asks/templates/default': (url: URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? put(() =>
              json(
                {
                  code: 'HTTP-400',
                  detail: 'Invalid template: items[2] (field1): a text field needs a label',
                },
                400,
              ),
            )(url, init)
          : json(template),
    },
  });
  return sent;
}

describe('settings panel', { timeout: 120_000 }, () => {
  it('saves flags, navigation and a menu label as the whole stored configuration', async () => {
    const sent = render();
    const form = await screen.findByLabelText('Portal settings', {}, { timeout: 60_000 });
    fireEvent.click(within(form).getByLabelText('Top APIs'));
    fireEvent.click(within(form).getByLabelText('Pricing'));
    fireEvent.change(within(form).getByLabelText('Contact Provider label'), {
      target: { value: 'Ask us' },
    });
    fireEvent.click(within(form).getByText('Save settings').closest('button') as HTMLButtonElement);
    expect(await screen.findByText(/Settings saved/)).toBeTruthy();
    const body = sent.find((s) => s.url === '/api/provider/config')?.body as typeof config;
    expect(body.portalUIConfig.mainNavigation.topApis.enabled).toBe(false);
    expect(body.features.pricing).toBe(false);
    expect(body.portalUIConfig.detailsMenu.contactProvider.label).toBe('Ask us');
    expect(body).not.toHaveProperty('search');
    expect(body).not.toHaveProperty('ticketing');
  });

  it('blocks a pattern that does not compile and judges a sample address', async () => {
    render();
    const form = await screen.findByLabelText('Portal settings', {}, { timeout: 60_000 });
    const pattern = within(form).getByLabelText(/Email pattern/);
    fireEvent.change(within(form).getByLabelText('Try an address'), {
      target: { value: 'a@other.org' },
    });
    expect(within(form).getByText('Refused by the pattern.')).toBeTruthy();
    fireEvent.change(pattern, { target: { value: '([a-z' } });
    expect(within(form).getByText(/Not a valid regular expression/)).toBeTruthy();
    expect((within(form).getByText('Save settings').closest('button') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('edits the template structurally with a live preview, and shows the server’s 400 detail', async () => {
    const sent = render();
    const items = await screen.findByLabelText('Template items', {}, { timeout: 60_000 });
    const preview = screen.getByLabelText('Form preview');
    expect(within(preview).getByText('Team')).toBeTruthy();
    // Reorder: Environment first, in the editor and the preview.
    fireEvent.click(within(items).getByLabelText('Move Environment up'));
    const labels = within(items)
      .getAllByLabelText('Label')
      .map((i) => (i as HTMLInputElement).value);
    expect(labels).toEqual(['Environment', 'Team']);
    // Add a field and label it: the preview shows it at once.
    fireEvent.click(screen.getByText('Add item'));
    const added = within(items).getAllByTestId('template-item').at(-1) as HTMLElement;
    fireEvent.change(within(added).getByLabelText('Label'), {
      target: { value: 'Cost centre' },
    });
    expect(within(preview).getByText('Cost centre')).toBeTruthy();
    // A blank label is pointed at and blocks saving.
    fireEvent.change(within(added).getByLabelText('Label'), { target: { value: '' } });
    expect(within(added).getByRole('alert').textContent).toContain('A label is required.');
    expect((screen.getByText('Save template').closest('button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(added).getByLabelText('Label'), {
      target: { value: 'Cost centre' },
    });
    fireEvent.click(screen.getByText('Save template'));
    expect(
      await screen.findByText('Invalid template: items[2] (field1): a text field needs a label'),
    ).toBeTruthy();
    const body = sent.find((s) => s.url === '/api/provider/asks/templates/default')?.body as typeof template;
    expect(body.items.map((i) => i.id)).toEqual(['env', 'team', 'field1']);
    // Remove and type change.
    fireEvent.click(within(items).getByText('Remove Cost centre'));
    expect(within(items).getAllByTestId('template-item')).toHaveLength(2);
  });
});
