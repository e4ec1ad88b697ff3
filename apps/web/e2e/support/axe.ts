import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { repoRoot } from './servers.ts';

const AXE = path.join(repoRoot, 'node_modules/axe-core/axe.min.js');
/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core's WCAG A/AA violations on the page as it is now. The page's CSP forbids injected
 * scripts, so contexts that call this are made with `bypassCSP: true`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations;
  }, WCAG_TAGS);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}]` : ''}`,
        )
        .join('; ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : ''}`,
  );
}

/** Asserts 0 violations on the screen, naming it in the failure. */
export async function expectAccessible(page: Page, screen: string) {
  // Wait for the screen to settle: no spinner, fonts and transitions done.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.waitForTimeout(250);
  // From the top: a control scrolled under the sticky header counts as obscured for target-size,
  // which says where the page was scrolled to, not how the control is built.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(50);
  expect(await axeViolations(page), `${screen}: axe WCAG 2.2 AA violations`).toEqual([]);
}
