import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.x A and AA rules on the page once its transitions have ended: no serious or critical violation.
 * Each one found is listed with the elements it was found on, so a failure says what to fix.
 */
export async function expectNoSeriousAccessibilityViolations(page: Page, where: string): Promise<void> {
  await transitionsEnded(page);
  // Legacy mode runs axe in the page itself: the default finishes every run in a new blank page (injecting axe twice),
  // two to three times the time per check for the same rules on pages without cross-origin frames, such as ours.
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious, `accessibility of ${where}`).toEqual([]);
}

/**
 * Colours measured half-way through a transition are neither the old nor the new ones: a Save button that has just
 * become enabled fades from grey to blue, and white text on the pale blue in between fails contrast for a moment no
 * reader sees. Waits for every finite animation (CSS transitions included) to finish; spinners run forever and are
 * left alone.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2_000))]);
  });
}
