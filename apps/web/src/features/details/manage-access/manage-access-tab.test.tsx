import type { ItemRuntime } from '@storefront/contract/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch.ts';
import { renderDetails } from '../test-helpers.tsx';

const path = '/catalog/details/petstore/get-api-key';
/** The tab's code loads lazily on first visit. */
const LOAD = { timeout: 20_000 };
const runtimeUrl = '/api/web/catalog/item/petstore/runtime';
const developerUrl = `${runtimeUrl}/alice%40example.com/platformRuntime/developer`;
const consumer = { email: 'alice@example.com', firstName: 'Alice', lastName: 'Consumer', username: 'alice' };

function runtime(over: Partial<ItemRuntime['platformRuntime']> = {}, kind = 'native'): ItemRuntime {
  return {
    platformRuntime: { developer: null, apiProduct: { name: 'petstore-v1' }, ...over },
    storefront: { runtime: kind },
    consumer,
  };
}

const withApp = (kind = 'native', products: string[] = []) =>
  runtime(
    {
      developer: {
        ...consumer,
        status: 'active',
        apps: [
          {
            name: 'Shop',
            reserved: false,
            credentials: [
              {
                consumerKey: 'key-aaaa1111',
                issuedAt: '2024-01-01T00:00:00Z',
                expiresAt: '2020-02-01T00:00:00Z',
                status: 'approved',
                products: products.map((apiProduct) => ({ apiProduct, status: 'approved' })),
              },
            ],
          },
        ],
      },
    },
    kind,
  );

describe('Manage Access tab', { timeout: 30_000 }, () => {
  it('tells an account without email what to do', async () => {
    renderDetails({
      path,
      api: { [runtimeUrl]: () => json({ code: 'NO-EMAIL', detail: 'No associated email address' }, 422) },
    });
    expect(
      await screen.findByText('Your account must have an email address set to use this feature.', {}, LOAD),
    ).toBeTruthy();
    expect(screen.getByText('Please contact your administrator for support.')).toBeTruthy();
  });

  it('shows the load failure text for other failures', async () => {
    renderDetails({
      path,
      api: { [runtimeUrl]: () => json({ code: 'RUNTIME-UNAVAILABLE', detail: 'Bad Gateway' }, 502) },
    });
    expect(
      await screen.findByText('We could not retrieve your details at this time, please try again', {}, LOAD),
    ).toBeTruthy();
  });

  it('validates the create form field by field, then creates with POST', async () => {
    let sent: unknown = null;
    const { fetchMock } = renderDetails({
      path,
      api: {
        [runtimeUrl]: runtime(),
        [developerUrl]: (_url: URL, init?: RequestInit) => {
          sent = JSON.parse(String(init?.body));
          return json(withApp(), 201);
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Developer' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Create Developer' });
    await userEvent.clear(within(dialog).getByLabelText(/Username/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('You must enter a username.')).toBeTruthy();
    expect(within(dialog).getByText('You must enter an application name.')).toBeTruthy();
    const username = within(dialog).getByLabelText(/Username/);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(username, 'alice');
    await userEvent.type(within(dialog).getByLabelText(/Application Name/), 'Shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toEqual({ ...consumer, apps: [{ name: 'Shop' }] }));
    expect(
      fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(true);
    expect(await screen.findByRole('table', { name: 'Developer details' })).toBeTruthy();
  }, 30_000);

  it('offers Use These Credentials on inactive rows and marks expired keys; no credential buttons on native', async () => {
    renderDetails({ path, api: { [runtimeUrl]: withApp('native') } });
    const row = await screen.findByRole('row', { name: /1111/ }, LOAD);
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Use These Credentials' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Remove From Application' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Credentials' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Credentials' })).toBeNull();
    expect(within(row).queryByText('key-aaaa1111')).toBeNull();
  });

  it('shows credential buttons on the apigee runtime, Remove From Application on active rows, and failure texts', async () => {
    renderDetails({
      path,
      api: {
        [runtimeUrl]: withApp('apigee', ['petstore-v1']),
        [developerUrl]: () => json({ code: 'RUNTIME-UNAVAILABLE', detail: 'Bad Gateway' }, 502),
      },
    });
    const row = await screen.findByRole('row', { name: /1111/ }, LOAD);
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Credentials' })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Remove From Application' }));
    expect(
      await screen.findByText('We could not update your application at this time, please try again'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Credentials' }));
    expect(
      await screen.findByText(
        'We could not add credentials to your application at this time, please try again',
      ),
    ).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Credentials' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog).findByText('We could not remove your credentials at this time, please try again'),
    ).toBeTruthy();
  });

  it('requires a name for a new application', async () => {
    renderDetails({ path, api: { [runtimeUrl]: withApp() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Application' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add Application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('You must enter a name for your application.')).toBeTruthy();
  });

  it('fills a new application name from the application register search', async () => {
    let asked = '';
    renderDetails({
      path,
      api: {
        [runtimeUrl]: withApp(),
        '/api/web/refdatas/apps/search': (url: URL) => {
          asked = url.searchParams.get('name') ?? '';
          return json({
            metadata: { totalSize: 1 },
            results: [
              {
                code: 'APP1',
                name: 'Shop Portal',
                short: 'shop',
                regions: [],
                designId: null,
                designName: null,
              },
            ],
          });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Application' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add Application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Applications' }));
    const search = await screen.findByRole('dialog', { name: 'Search Applications' });
    await userEvent.type(within(search).getByLabelText('Application name'), 'shop');
    await waitFor(() => expect(asked).toBe('shop'));
    await userEvent.click(await within(search).findByRole('button', { name: 'Use Shop Portal' }, LOAD));
    expect((within(dialog).getByLabelText(/Application Name/) as HTMLInputElement).value).toBe('Shop Portal');
  });

  it('rotates a key showing the new secret once, and revokes after confirmation', async () => {
    const platform = `${runtimeUrl}/alice%40example.com/platformRuntime/credentials`;
    let revoked: unknown = null;
    renderDetails({
      path,
      api: {
        [runtimeUrl]: withApp(),
        [`${platform}/rotate`]: {
          appName: 'Shop',
          previousKeyExpiresAt: '2030-01-02T00:00:00Z',
          credential: {
            consumerKey: 'key-bbbb2222',
            consumerSecret: 'secret-once',
            issuedAt: '2030-01-01T00:00:00Z',
            expiresAt: '2030-04-01T00:00:00Z',
            status: 'approved',
            products: [],
          },
        },
        [`${platform}/revoke`]: (_url: URL, init?: RequestInit) => {
          revoked = JSON.parse(String(init?.body));
          return json(withApp());
        },
      },
    });
    const row = await screen.findByRole('row', { name: /1111/ }, LOAD);
    await userEvent.click(within(row).getByRole('button', { name: 'Rotate' }));
    const panel = await screen.findByRole('status');
    expect(within(panel).getByText('secret-once')).toBeTruthy();
    expect(within(panel).getByText('Copy the secret now: it will not be shown again.')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'I have copied the secret' }));
    expect(screen.queryByText('secret-once')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toEqual({ appName: 'Shop', consumerKey: 'key-aaaa1111' }));
  });

  it('shows the usage of the consumer’s own keys for this API as a sentence and a table', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const at = Date.parse(`${today}T00:00:00Z`);
    let asked: URL | null = null;
    renderDetails({
      path,
      api: {
        [runtimeUrl]: withApp('native', ['petstore-v1']),
        '/api/web/keys/usage': (url: URL) => {
          asked = url;
          return json({
            from: url.searchParams.get('from'),
            to: url.searchParams.get('to'),
            bucket: 'day',
            series: [
              {
                itemId: 'petstore',
                appName: 'Shop',
                keyHint: '…1111',
                apiProduct: 'petstore-v1',
                calls: 42,
                errors: 3,
                points: [{ at, calls: 42, errors: 3 }],
              },
            ],
          });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Calls and errors per day' }, LOAD);
    expect(within(table).getByText('Shop (key ending 1111), petstore-v1')).toBeTruthy();
    expect(within(table).getByText('42')).toBeTruthy();
    expect(screen.getByTestId('key-usage-summary').textContent).toContain('42 calls, 3 errors');
    expect(asked!.searchParams.get('itemId')).toBe('petstore');
    expect(asked!.searchParams.get('to')).toBe(today);
  });
});
