import { detailsMenu, summaryOf } from './details-support.ts';
import { expect, test } from './support/fixtures.ts';

test("GitHub's ~1,000 methods: only visible rows render, and the table scrolls end to end", async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  const github = await summaryOf(page, 'github');
  expect(github.operations.length).toBeGreaterThan(500);
  await page.goto('/store/catalog/details/github');
  await detailsMenu(page).getByRole('link', { name: 'Methods' }).click();

  const table = page.getByRole('table', { name: 'Methods' });
  await expect(table).toHaveAttribute('aria-rowcount', String(github.operations.length + 1));
  const rows = table.locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toContainText(github.operations[0].name);
  expect(await rows.count()).toBeLessThan(80);

  const scroller = page.getByRole('region', { name: 'Methods (scrollable)' });
  const last = github.operations.at(-1)!;
  // Jump to the end until the last row is rendered (row heights are measured as they appear).
  const lastRow = table.locator(`tr[aria-rowindex="${github.operations.length + 1}"]`);
  for (let step = 0; step < 50 && (await lastRow.count()) === 0; step++) {
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await page.waitForTimeout(50);
  }
  await expect(table.locator(`tr[aria-rowindex="${github.operations.length + 1}"]`)).toContainText(last.name);
  expect(await rows.count()).toBeLessThan(80);
  await expect(table.getByRole('columnheader', { name: 'Name' })).toBeInViewport();

  // And back to the top with the keyboard.
  await scroller.focus();
  const firstRow = table.locator('tr[aria-rowindex="2"]');
  await expect
    .poll(async () => {
      await page.keyboard.press('Home');
      return firstRow.count();
    })
    .toBe(1);
  await expect(firstRow).toContainText(github.operations[0].name);
});
