import { expect, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './viewports';

// Shared by the lists-* specs: the two widths the layout specs run at (lists-labels), and the labels check.

export const WIDTHS = [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
] as const;

/** The odds buttons' labels (and buttons) whose text does not fit: the text they would need
 * (scrollWidth) is wider than the box they have (clientWidth). Only visible ones count. */
export async function overflowingLabels(page: Page): Promise<string[]> {
  return page.locator('[data-testid="odds-label"]').evaluateAll((labels) =>
    labels
      .filter((l) => (l as HTMLElement).offsetParent !== null)
      .flatMap((l) => {
        const button = l.closest('button') as HTMLElement;
        const el = l as HTMLElement;
        const cut = el.scrollWidth > el.clientWidth || button.scrollWidth > button.clientWidth;
        return cut ? [`${el.textContent ?? ''} (${el.scrollWidth} > ${el.clientWidth})`] : [];
      }),
  );
}

/** Asserts that some labels are shown and none is cut off. */
export async function expectLabelsFit(page: Page, where: string): Promise<void> {
  await expect(page.locator('[data-testid="odds-label"]:visible').first()).toBeVisible();
  expect(await overflowingLabels(page), where).toEqual([]);
}
