import { expect, test } from './support/fixtures.ts';

/** What a card or row must never show: Markdown headings, links, bold, or HTML. */
const MARKUP = ['##', '](', '**', '<'];

test.describe('catalogue summaries are plain text', () => {
  test('no card or row of the demo catalogue shows Markdown or HTML', async ({ page, signedIn }) => {
    await signedIn('alice', '/store/catalog?size=96');
    const showing = page.getByText(/^Showing 1–\d+ of \d+ results$/);
    // The first search of a freshly seeded catalogue may wait for its index on a busy machine.
    await expect(showing).toBeVisible({ timeout: 30_000 });
    const total = Number(/of (\d+) results/.exec((await showing.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(100);

    for (const view of ['Card view', 'List view'] as const) {
      await page.getByRole('button', { name: view }).click();
      const testId = view === 'Card view' ? 'result-card' : 'result-row';
      const texts: string[] = [];
      // Other specs add items to the shared server while this one pages, so each page is checked
      // against its own "Showing a–b" line rather than the total read at the start.
      for (let pageNo = 1; (pageNo - 1) * 96 < total; pageNo++) {
        if (pageNo > 1) await page.getByRole('button', { name: `Page ${pageNo}`, exact: true }).click();
        const line = page.getByText(new RegExp(`^Showing ${(pageNo - 1) * 96 + 1}–\\d+ of \\d+ results$`));
        await expect(line).toBeVisible();
        await expect(page.getByTestId(testId).first()).toBeVisible();
        const [, from, to] = /^Showing (\d+)–(\d+)/.exec((await line.textContent()) ?? '')!;
        const onPage = await page.getByTestId(testId).allTextContents();
        expect(onPage, `${view}, page ${pageNo}`).toHaveLength(Number(to) - Number(from) + 1);
        texts.push(...onPage);
      }
      expect(texts.length).toBeGreaterThanOrEqual(total);
      const offending = texts.filter((t) => MARKUP.some((m) => t.includes(m)));
      expect(offending, view).toEqual([]);
      await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    }
  });
});
