import type { Page } from '@playwright/test';
import { detailsMenu, findSpec } from './details-support.ts';
import { expect, testOnOwnServer } from './support/fixtures.ts';

/**
 * Manage Access with real sign-in: the developer, applications and credentials of alice on an item
 * of each runtime (native: the portal's key manager; apigee: the fake Apigee the e2e server starts).
 * On a server of its own: removing alice's developer removes her keys, which specs running beside
 * this one use (a key got with the keyboard was once removed under its test). A journey starts by
 * removing a developer left from the previous journey.
 */
const APP = 'E2E Manage Access';
// Items on the apigee runtime talk to the in-repo fake Apigee the server starts on loopback.
const test = testOnOwnServer('manage-access', { APIGEE_FAKE: 'true' });

async function openManageAccess(page: Page, runtime: 'native' | 'apigee') {
  const item = await findSpec(page, (s) => s.storefront.startsWith(`${runtime}:`));
  await page.goto(`/store/catalog/details/${encodeURIComponent(item.id)}`);
  await detailsMenu(page).getByRole('link', { name: 'Manage Access' }).click();
  await expect(page).toHaveURL(/\/get-api-key$/);
  await expect(page.getByRole('heading', { name: 'Manage Access', level: 2 })).toBeVisible();
  return item;
}

async function startWithoutDeveloper(page: Page) {
  const create = page.getByRole('button', { name: 'Create Developer' });
  const remove = page.getByRole('button', { name: 'Remove Developer' });
  await expect(create.or(remove)).toBeVisible();
  if (await remove.isVisible()) {
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove Developer' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
  }
  await expect(create).toBeVisible();
}

async function createDeveloper(page: Page) {
  await page.getByRole('button', { name: 'Create Developer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Developer' });
  await expect(dialog.getByLabel('Email')).toHaveValue('alice@example.com');
  await dialog.getByLabel('Username').fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  // Each check on its own field (the original put the application-name error on the username).
  await expect(dialog.getByText('You must enter a username.')).toBeVisible();
  await expect(dialog.getByText('You must enter an application name.')).toBeVisible();
  await dialog.getByLabel('Username').fill('alice');
  await dialog.getByLabel('Application Name').fill(APP);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const secrets = page.getByRole('status').filter({ hasText: 'New credentials' });
  await expect(secrets.getByText('Copy the secret now: it will not be shown again.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Developer details' })).toContainText('alice@example.com');
  await secrets.getByRole('button', { name: 'I have copied the secret' }).click();
  await expect(secrets).toBeHidden();
}

const appSection = (page: Page) => page.getByRole('region', { name: APP });

async function attachAndDetach(page: Page) {
  const row = appSection(page).getByRole('row').nth(1);
  await expect(row.getByText('Inactive')).toBeVisible();
  await row.getByRole('button', { name: 'Use These Credentials' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Use These Credentials' })).toBeHidden();
  await row.getByRole('button', { name: 'Remove From Application' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Remove From Application' })).toBeHidden();
}

async function removeApp(page: Page) {
  await appSection(page).getByRole('button', { name: 'Remove Application' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Application' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(appSection(page)).toBeHidden();
  await expect(page.getByRole('table', { name: 'Key activity' })).toContainText('Application removed');
}

test.describe.configure({ mode: 'serial' });

test('alice manages her developer, application and credentials on a native runtime', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  await openManageAccess(page, 'native');
  await startWithoutDeveloper(page);
  await createDeveloper(page);
  // The native runtime is not the external platform: no credential creation or removal buttons.
  await expect(page.getByRole('button', { name: 'Add Credentials' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Credentials' })).toHaveCount(0);
  await attachAndDetach(page);
  // New credentials on the native runtime come from rotating: the old key stays for the overlap.
  await appSection(page).getByRole('button', { name: 'Rotate' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'New credentials' })).toBeVisible();
  await expect(appSection(page).getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'I have copied the secret' }).click();
  await expect(page.getByRole('table', { name: 'Key activity' })).toContainText('Key rotated');
  await removeApp(page);
});

test('the same journey on an apigee runtime shows the credential buttons', async ({ page, signedIn }) => {
  await signedIn('alice');
  await openManageAccess(page, 'apigee');
  await startWithoutDeveloper(page);
  await createDeveloper(page);
  await appSection(page).getByRole('button', { name: 'Add Credentials' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'New credentials' })).toBeVisible();
  await expect(appSection(page).getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'I have copied the secret' }).click();
  await attachAndDetach(page);
  await appSection(page).getByRole('row').nth(2).getByRole('button', { name: 'Remove Credentials' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Credentials' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(appSection(page).getByRole('row')).toHaveCount(2);
  await removeApp(page);
});

test('bob, without an email address, is told to contact his administrator', async ({ page, signedIn }) => {
  await signedIn('bob');
  await openManageAccess(page, 'native');
  await expect(
    page.getByText('Your account must have an email address set to use this feature.'),
  ).toBeVisible();
  await expect(page.getByText('Please contact your administrator for support.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Developer' })).toHaveCount(0);
});
