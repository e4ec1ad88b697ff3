import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (keyboard-only use); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The result cards' (or rows') item names, in order. */
export async function resultNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Results' }).getByRole('heading').allTextContents();
}

export const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
