import { test, expect, type Page } from './fixtures';
import { runClockUntilVisible } from './clock';
import { takeOverListedLiveMatch } from './feed';
import { euros, fundedPlayer } from './players';
import { DESKTOP } from './viewports';

// A jackpot hit, end to end: the slip says a new player's bet plays for the jackpot once its
// stake reaches €1.00; the qualifying bet (stake ≥ €1.00, odds ≥ 1.50) hits the demo jackpot's
// Mini level, which the test has armed for this player (the jackpots' test control, FEED_CONTROL
// only): other tests' bets, funding the same pool meanwhile, cannot take the hit first. The hit
// alert shows the win, the balance rises by it, and after a reload the alert does not show again.
// At a desktop's width, where the slip stands open beside the page. The bet is picked on /live: a
// live match's page plays its stream beside the markets there, and no interruption comes over a
// stream that plays (core/interruptions), the hit's alert neither.

async function hitsTheJackpot(page: Page) {
  // The page's clock runs as usual; the alert, which waits its turn, is run to on it.
  await page.clock.install();
  const email = await fundedPlayer(page, 'jackpot', 50, '/live');
  const balance = page.getByTestId('header-balance');
  const { button } = await takeOverListedLiveMatch(page, 2000);
  await button.click();
  const slip = page.getByTestId('betslip');
  // The slip says before placing whether the bet plays for the jackpot: not under its €1.00
  // minimum stake, and at €2 it does.
  const plays = slip.getByTestId('slip-jackpots');
  await slip.getByTestId('betslip-stake').first().fill('0.5');
  await expect(plays).toHaveText('Plays for no jackpot');
  await slip.getByTestId('betslip-stake').first().fill('2');
  await expect(plays).toHaveText('Plays for Sportsbook Jackpot');

  const armed = await page.request.post('/dev/jackpots/sportsbook-jackpot/levels/Mini', {
    data: { hit_by: email },
  });
  expect(armed.status(), await armed.text()).toBe(204);
  const before = euros(await balance.textContent());
  // The hit is marked seen as it shows (the welcome offer's alert is marked through the same call).
  const seen = page.waitForResponse(
    (r) =>
      r.url().includes('/bonuses/mark-as-seen') &&
      (r.request().postData() ?? '').includes('jackpot_hit') &&
      r.status() === 204,
  );
  await slip.getByTestId('place-bet').click();

  // A new player's welcome offer has its alert too, which asked first: it is put off, and the
  // hit's alert comes next.
  const alert = page.getByTestId('jackpot-hit-alert');
  await runClockUntilVisible(page, alert, page.getByTestId('bonus-alert'));
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
  const hits = await page.request.get('/api/sportsbook/jackpot-hits?jackpot_id=sportsbook-jackpot');
  const latest = ((await hits.json()) as { items: { level: string; amount: number }[] }).items;
  expect(latest).toContainEqual(expect.objectContaining({ level: 'Mini', amount: Math.round(won * 100) }));
  await expect(page.getByTestId('jackpot-hit-alert')).toHaveCount(0);
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
