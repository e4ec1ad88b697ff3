import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderDetails } from '../test-helpers.tsx';
import { testTemplate } from './test-template.ts';

const PATH = '/catalog/details/petstore/get-api-access';
const apps = Array.from({ length: 10 }, (_, i) => ({
  code: `APP${i}`,
  name: `Shop ${i}`,
  short: 'S',
  regions: ['APAC'],
  designId: null,
  designName: null,
}));

function setup(overrides: Record<string, unknown> = {}) {
  const posted: unknown[] = [];
  const view = renderDetails({
    path: PATH,
    api: {
      '/api/web/asks/template/default': testTemplate,
      '/api/web/ics/search/secpolicy': { results: [{ id: 'petstore', policies: [] }] },
      '/api/web/access/catitem/petstore/requests': { requests: [] },
      '/api/web/ics/search/designname': { metadata: { totalSize: 0 }, results: [] },
      '/api/web/asks/catitem/petstore': { conversation: { key: '7', last: 0, canReply: true }, comments: [] },
      '/api/web/asks/catitem/petstore/conv/7': (_url: URL, init?: RequestInit) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({ key: '99', order: 1 }, 201);
      },
      '/api/web/refdatas/apps/search': (url: URL) =>
        json({
          metadata: { totalSize: 25 },
          results: apps.map((a) => ({ ...a, code: `${a.code}-p${url.searchParams.get('page')}` })),
        }),
      '/api/web/ics/search/atlasid': { metadata: { totalSize: 0 }, results: [] },
      ...overrides,
    },
  });
  return { ...view, posted };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Application or component name/ }), 'Brand New App');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Orders');
  await user.selectOptions(screen.getByRole('combobox', { name: /Organisation/ }), 'retail');
  await user.selectOptions(screen.getByRole('combobox', { name: /Market/ }), 'EMEA');
  await user.selectOptions(screen.getByRole('combobox', { name: /Hosting/ }), 'cloud');
  await user.click(screen.getByRole('checkbox', { name: 'AWS' }));
}

describe('Get API Access tab', () => {
  it('shows the spec texts when submitted empty, then sends a valid request and shows the success panel', async () => {
    const user = userEvent.setup();
    const { posted } = setup();
    const message = await screen.findByRole('textbox', { name: /Message/ }, { timeout: 20_000 });
    expect((message as HTMLTextAreaElement).value).toBe(
      'I would like to request provider approval to get API access.',
    );
    await user.clear(message);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You must add a message.')).toBeTruthy();
    expect(screen.getAllByText('This is a required field.')).toHaveLength(6);
    expect(posted).toEqual([]);
    expect(screen.getByRole('combobox', { name: /OAuth grant type/ })).toHaveProperty('disabled', true);

    await user.type(message, 'Please');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Request submitted' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ message: 'Please', styling: 'request', template: 'default' });
    const items = (posted[0] as { templatedData: { items: { id: string; value: string }[] } }).templatedData
      .items;
    expect(items.find((i) => i.id === 'appComponent')?.value).toBe('Brand New App');
    expect(items.find((i) => i.id === 'cloudloc')?.value).toBe('aws');
    expect(items.some((i) => i.id === 'prodtranssec')).toBe(false);
  }, 60_000);

  it('blocks a duplicate design name and keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    let duplicate = true;
    setup({
      '/api/web/ics/search/designname': () =>
        json(
          duplicate
            ? { metadata: { totalSize: 1 }, results: [{ id: 'D1', name: 'Brand New App', atlasId: null }] }
            : { metadata: { totalSize: 0 }, results: [] },
        ),
      '/api/web/asks/catitem/petstore/conv/7': () =>
        json({ code: 'HTTP-500', detail: 'Internal Server Error' }, 500),
    });
    await screen.findByRole('textbox', { name: /Message/ }, { timeout: 20_000 });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'This value will result in a duplicate being created, please select a unique value.',
      ),
    ).toBeTruthy();
    duplicate = false;
    await user.type(screen.getByRole('textbox', { name: /Application or component name/ }), ' Two');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Sorry, your request could not be sent at this time, please try again.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: /Application or component name/ }) as HTMLInputElement).value,
    ).toBe('Brand New App Two');
  }, 60_000);

  it("adds the server's wait to the failure text when the rate limit refuses the request (429)", async () => {
    const user = userEvent.setup();
    setup({
      '/api/web/ics/search/designname': () => json({ metadata: { totalSize: 0 }, results: [] }),
      '/api/web/asks/catitem/petstore/conv/7': () =>
        json({ code: 'HTTP-429', detail: 'Too many requests. Try again in 30 seconds.' }, 429),
    });
    await screen.findByRole('textbox', { name: /Message/ }, { timeout: 20_000 });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Sorry, your request could not be sent at this time, please try again. Too many requests. Try again in 30 seconds.',
      ),
    ).toBeTruthy();
  }, 60_000);

  it('fills the application from the reference-data search, with paging and the design step', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(
      await screen.findByRole('button', { name: /Search for Application/ }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 20_000 });
    expect(within(dialog).getByRole('tab', { name: 'Internal' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'External' })).toBeTruthy();
    expect(await within(dialog).findByText('25 results', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Select Shop 4' }));
    const step = await screen.findByRole('dialog', { name: 'Select an Application' });
    expect(await within(step).findByText('No designs found for this application')).toBeTruthy();
    await user.click(within(step).getByRole('button', { name: 'Continue without a design' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: /Application or component name/ }) as HTMLInputElement).value,
      ).toBe('Shop 4'),
    );
    expect((screen.getByRole('combobox', { name: /Market/ }) as HTMLSelectElement).value).toBe('APAC');
  }, 60_000);
});
