import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, expect } from '@playwright/test';

/** Opens an address and waits for the app to take over the page. */
export async function openHydrated(page: Page, address: string) {
  await page.goto(address);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Opens an address once the site shows `text` there: a change made a moment ago (an event added) shows
 * on the next page the site renders, within a second or two; until then the page is opened again.
 */
export async function openShowing(
  page: Page,
  address: string,
  shown: string | RegExp | ((page: Page) => Locator),
) {
  const locator = typeof shown === 'function' ? shown(page) : page.getByText(shown);
  await expect(async () => {
    await openHydrated(page, address);
    await expect(locator.first()).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });
}

/** WCAG 2.0, 2.1 and 2.2 A and AA rules plus axe's best practices. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The serious and critical findings of axe on the page as it is now; those fail a test. */
export async function seriousViolations(page: Page) {
  // A fade-in caught half way reads as low contrast (seen on a busy machine): let finite animations end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
