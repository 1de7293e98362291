import { test, expect, type Page } from './fixtures';
import { runClockUntilVisible } from './clock';
import { finishMatch, pickLiveHomeWin } from './feed';
import { euros, signInThroughApi } from './players';
import { DESKTOP } from './viewports';

// A jackpot hit, end to end: the slip says the demo player's bet plays for the jackpot once its
// stake reaches €1.00; the qualifying bet (stake ≥ €1.00, odds ≥ 1.50) takes
// the demo jackpot's Mini level to its drop point, which the test has moved to the pool (the
// jackpots' test control, FEED_CONTROL only) so that the next contribution hits it. The hit alert
// shows the win, the balance rises by it, and after a reload the alert does not show again. At a
// desktop's width, where the slip stands open beside the page.

async function hitsTheJackpot(page: Page) {
  // The page's clock runs as usual; the alert, which waits its turn, is run to on it.
  await page.clock.install();
  await signInThroughApi(page, 'demo@sportsbook.test', 'demo-bets-2026');
  await page.goto('/');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toBeVisible();

  const market = await pickLiveHomeWin(page, 2000);
  const slip = page.getByTestId('betslip');
  // The slip says before placing whether the bet plays for the jackpot: not under its €1.00
  // minimum stake, and at €2 it does.
  const plays = slip.getByTestId('slip-jackpots');
  await slip.getByTestId('betslip-stake').first().fill('0.5');
  await expect(plays).toHaveText('Plays for no jackpot');
  await slip.getByTestId('betslip-stake').first().fill('2');
  await expect(plays).toHaveText('Plays for Sportsbook Jackpot');

  const drop = await page.request.post('/dev/jackpots/sportsbook-jackpot/levels/Mini', {
    data: { drop_at: 1 },
  });
  expect(drop.status(), await drop.text()).toBe(204);
  const before = euros(await balance.textContent());
  const seen = page.waitForResponse((r) => r.url().includes('/bonuses/mark-as-seen') && r.status() === 204);
  await slip.getByTestId('place-bet').click();

  const alert = page.getByTestId('jackpot-hit-alert');
  await runClockUntilVisible(page, alert);
  await expect(alert).toContainText('Mini');
  const won = euros(await alert.getByTestId('jackpot-hit-amount').textContent());
  expect(won).toBeGreaterThanOrEqual(50);
  await seen;
  await alert.getByRole('button', { name: 'Great' }).click();
  await expect(alert).toHaveCount(0);
  const after = Math.round((before - 2 + won) * 100) / 100;
  await expect.poll(async () => euros(await balance.textContent())).toBe(after);

  // Shown once: marked seen, it does not come back.
  // The page being left may still be asking: its answer has no body once it is gone, so the
  // first answer whose body can be read is the one that counts.
  let unseen: unknown[] | undefined;
  const polled = page.waitForResponse(async (r) => {
    if (!r.url().includes('/jackpot-hits') || !r.url().includes('for_user=true')) return false;
    const body = (await r.json().catch(() => null)) as { items: unknown[] } | null;
    unseen = body?.items;
    return body !== null;
  });
  await page.reload();
  await polled;
  expect(unseen).toHaveLength(0);
  await expect(balance).toBeVisible();
  await expect.poll(async () => euros(await balance.textContent())).toBe(after);
  const hits = await page.request.get('/api/sportsbook/jackpot-hits?jackpot_id=sportsbook-jackpot&limit=1');
  expect(((await hits.json()) as { items: { level: string }[] }).items[0]?.level).toBe('Mini');
  await expect(page.getByTestId('jackpot-hit-alert')).toHaveCount(0);

  // The match taken over ends, its bets settled: no later test finds the demo player's bet open on it.
  await finishMatch(page.request, market.matchId);
}

test.use({ viewport: DESKTOP });

test('a jackpot hit shows its alert once and the balance rises', async ({ page }) => {
  await hitsTheJackpot(page);
});

test('a jackpot and its levels are named in the page language', async ({ page }) => {
  await page.goto('/fr');
  const banner = page.getByTestId('jackpot-banner').first();
  await banner.scrollIntoViewIfNeeded();
  await expect(banner.getByRole('heading')).toHaveText('Jackpot des paris sportifs');
  await expect(banner.getByRole('listitem')).toHaveText([/^Mini/, /^Majeur/, /^Méga/]);
  // And in English, the English names.
  await page.goto('/');
  await page.getByTestId('jackpot-banner').first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId('jackpot-banner').first().getByRole('heading')).toHaveText('Sportsbook Jackpot');
});
