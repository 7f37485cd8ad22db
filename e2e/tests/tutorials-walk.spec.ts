import { expect, test, type Page } from '@playwright/test';
import { TUTORIALS, type Tutorial } from '../../frontend/src/features/tutorials/tutorials';
import { photograph, WIDTHS } from './experience-support';
import { clickInDialog, newCustomer, signIn, type Customer } from './support';

/**
 * Issue 28 item 16: every step of every tutorial, at 1280 and 375 px, shows what it explains: its
 * target (or, where the page does not show it yet, the fallback the step names) is on screen,
 * below the header, and the step's callout covers none of it and is not cut off.
 */

/** What is wrong with the step on screen now; empty when the target is shown whole and uncovered. */
function stepProblems(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((candidates) => {
    const problems: string[] = [];
    const panel = (document.querySelector('.tutorial-tour.ant-tour .ant-tour-panel') ?? document.querySelector('.tutorial-tour.ant-tour'))?.getBoundingClientRect();
    if (!panel) return ['no callout'];
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    if (panel.left < -0.5 || panel.right > width + 0.5 || panel.top < -0.5 || panel.bottom > height + 0.5) {
      problems.push(`callout cut off: ${Math.round(panel.left)},${Math.round(panel.top)} → ${Math.round(panel.right)},${Math.round(panel.bottom)} in ${width}×${height}`);
    }
    if (candidates.length === 0) return problems;
    const target = candidates
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .find((element) => element && element.getClientRects().length > 0);
    if (!target) return [...problems, `no target on the page: ${candidates.join(' or ')}`];
    const box = target.getBoundingClientRect();
    // A target in the header (the bell, the user menu) is always on screen; any other must be below it.
    const header = target.closest('.app-header') ? 0 : (document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0);
    if (box.top < header - 0.5 || box.bottom > height + 0.5 || box.left < -0.5 || box.right > width + 0.5) {
      problems.push(`target not wholly on screen: ${Math.round(box.top)}–${Math.round(box.bottom)} (header ends ${Math.round(header)}, screen ${height})`);
    }
    const overlapX = Math.min(box.right, panel.right) - Math.max(box.left, panel.left);
    const overlapY = Math.min(box.bottom, panel.bottom) - Math.max(box.top, panel.top);
    if (overlapX > 1 && overlapY > 1) problems.push(`callout covers the target by ${Math.round(overlapX)}×${Math.round(overlapY)} px`);
    return problems;
  }, selectors);
}

async function startTutorial(page: Page, tutorial: Tutorial): Promise<void> {
  await page.getByRole('button', { name: 'Tutorials', exact: true }).click();
  await clickInDialog(page, 'Tutorials', new RegExp(`^(Start|Replay) ${tutorial.title}$`));
  await clickInDialog(page, tutorial.title, 'Start Tutorial');
}

let customer: Customer;
test.beforeAll(async () => {
  // A customer of its own, no security set up: the security wizard shows its first step.
  customer = await newCustomer({ firstName: 'Tova' });
});

for (const viewport of WIDTHS) {
  for (const tutorial of TUTORIALS) {
    test(`${tutorial.title} at ${viewport.width} px: each step shows its target whole and uncovered`, async ({ page, context }, testInfo) => {
      // Every tutorial counted as completed: none auto-starts; each is started from the library.
      await context.addInitScript((ids) => window.localStorage.setItem('completed-tutorials', JSON.stringify(ids)), TUTORIALS.map((t) => t.id));
      await page.setViewportSize(viewport);
      await signIn(page, customer);
      if (tutorial.page) await page.goto(tutorial.page);
      await startTutorial(page, tutorial);
      const callout = page.locator('.tutorial-tour.ant-tour');
      for (const [index, step] of tutorial.steps.entries()) {
        await expect(callout).toContainText(`Step ${index + 1} of ${tutorial.steps.length}`);
        await expect(callout).toContainText(step.title);
        const selectors = [step.targetElement, step.fallbackTarget].filter((selector): selector is string => Boolean(selector));
        // The tour scrolls the target into view and places the callout: both settle, then hold.
        await expect.poll(() => stepProblems(page, selectors), { message: `${tutorial.id} step ${index + 1} (${step.id})` }).toEqual([]);
        await photograph(page, testInfo, `tutorial-${tutorial.id}-${index + 1}-${viewport.width}`);
        const last = index === tutorial.steps.length - 1;
        await callout.getByRole('button', { name: last ? 'Complete' : 'Next' }).click();
      }
      await expect(callout).toBeHidden();
    });
  }
}
