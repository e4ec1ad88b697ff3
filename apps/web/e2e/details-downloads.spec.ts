import fs from 'node:fs';
import { apiAs, detailsMenu, findRichSpec } from './details-support.ts';
import { expect, test } from './support/fixtures.ts';

/** The name a browser would pick from Content-Disposition (RFC 6266: filename* wins). */
function dispositionName(header: string): string {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim());
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? '';
}

test('Download OpenAPI Document and an attachment save the server-chosen names and exact bytes', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  const item = await findRichSpec(page);
  await page.goto(`/store/catalog/details/${item.id}`);

  const doc = await apiAs(page, `/api/web/catalog/item/${item.id}/openapi/file`);
  const docName = dispositionName(doc.headers()['content-disposition']);
  expect(docName).not.toBe('');
  const [docDownload] = await Promise.all([
    page.waitForEvent('download'),
    detailsMenu(page).getByRole('button', { name: 'Download OpenAPI Document' }).click(),
  ]);
  expect(docDownload.suggestedFilename()).toBe(docName);
  expect(fs.readFileSync((await docDownload.path())!).equals(await doc.body())).toBe(true);

  await detailsMenu(page).getByRole('link', { name: 'Attachments' }).click();
  for (const attachment of item.attachments) {
    const file = await apiAs(page, `/api/web/catalog/item/${item.id}/attachments/${attachment.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${attachment.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(dispositionName(file.headers()['content-disposition']));
    expect(fs.readFileSync((await download.path())!).equals(await file.body())).toBe(true);
    await expect(page.getByRole('button', { name: `Download ${attachment.name}` })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  }
});

test('a failed attachment download resets the button quietly', async ({ page, signedIn }) => {
  await signedIn('alice');
  const item = await findRichSpec(page);
  await page.route(`**/api/web/catalog/item/${item.id}/attachments/**`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"HTTP-500","detail":"x"}' }),
  );
  await page.goto(`/store/catalog/details/${item.id}/attachments`);
  const button = page.getByRole('button', { name: `Download ${item.attachments[0].name}` });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'false');
  await expect(button).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
