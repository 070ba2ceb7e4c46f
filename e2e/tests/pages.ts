import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Opens an address and waits for the app to take over the page. */
export async function openHydrated(page: Page, address: string) {
  await page.goto(address);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
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
