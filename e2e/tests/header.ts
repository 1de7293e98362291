import { expect, type Page } from '@playwright/test';

// Acting on the header as a user would.

/** Picks a value of one of the header's settings. Below 1280 px they sit in the header's menu:
 * it is opened for the choice and closed after it (a language change closes it by navigating), so
 * that it covers nothing the test clicks next. */
export async function chooseSetting(page: Page, testId: 'odds-format' | 'language', value: string): Promise<void> {
  const select = page.getByTestId(testId);
  const menu = page.getByTestId('site-header').getByRole('button', { name: 'Menu' });
  const folded = !(await select.isVisible());
  if (folded) await menu.click();
  await select.selectOption(value);
  if (folded && (await menu.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  if (folded) await expect(menu).toHaveAttribute('aria-expanded', 'false');
}
