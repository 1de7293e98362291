import { test, expect } from '@playwright/test';
import vectors from '../../testdata/vectors/odds-formats.json' with { type: 'json' };
import { formatOdds } from '../../web/src/domain/odds';

test('the shared vectors and the odds module agree (sanity for the check below)', () => {
  for (const c of vectors.cases) expect(formatOdds(c.odds, 'american')).toBe(c.american);
});

test('switching to american shows the values the vectors give, and is remembered', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('odds').first();
  await expect(first).toHaveText(/^\d+\.\d{2}$/);

  await page.getByTestId('odds-format').selectOption('american');
  await expect(first).toHaveText(/^[+-]\d+$/);
  const shown = await page
    .getByTestId('odds')
    .evaluateAll((els) =>
      els
        .slice(0, 20)
        .map((e) => ({ odds: Number(e.getAttribute('data-odds')), text: e.textContent?.trim() ?? '' })),
    );
  for (const { odds, text } of shown) expect(text).toBe(formatOdds(odds, 'american'));

  await page.reload();
  await expect(page.getByTestId('odds-format')).toHaveValue('american');
  await expect(page.getByTestId('odds').first()).toHaveText(/^[+-]\d+$/);
});
