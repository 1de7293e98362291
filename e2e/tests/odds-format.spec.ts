import { test, expect } from './fixtures';
import vectors from '../../testdata/vectors/odds-formats.json' with { type: 'json' };
import { formatOdds, FRACTIONAL_LADDER } from '../../web/src/domain/odds';
import { setOddsUntil, takeOverListedLiveMatch } from './feed';
import { chooseSetting } from './header';
import { PHONE } from './viewports';

test('the shared vectors and the odds module agree (sanity for the check below)', () => {
  for (const c of vectors.cases) expect(formatOdds(c.odds, 'american')).toBe(c.american);
});

test('switching to american shows the values the vectors give, and is remembered', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('odds').first();
  await expect(first).toHaveText(/^\d+\.\d{2}$/);

  await chooseSetting(page, 'odds-format', 'american');
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

// Fractional odds stand on the bookmakers' ladder: 7.54 (327/50 exactly) is shown as 13/2, and
// 5.13 (413/100) as 4/1, the nearest rungs. On a phone, where the format is chosen in the
// header's menu (american above, at the project's desktop default, in the header row).
test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("fractional odds are the ladder's nearest rung", async ({ page }) => {
    await page.goto('/live');
    const { market, button } = await takeOverListedLiveMatch(page, 7540);
    await chooseSetting(page, 'odds-format', 'british');
    await expect(button.getByTestId('odds')).toHaveText('13/2');

    const shown = await page
      .getByTestId('odds')
      .evaluateAll((els) => els.map((e) => ({ odds: Number(e.getAttribute('data-odds')), text: e.textContent?.trim() ?? '' })));
    expect(shown.length).toBeGreaterThan(0);
    for (const { odds, text } of shown) {
      expect(FRACTIONAL_LADDER).toContain(text);
      expect(text).toBe(formatOdds(odds, 'british'));
    }

    await setOddsUntil(page.request, market, 0, 5130, async () => (await button.getByTestId('odds').textContent()) === '4/1');
  });
});
