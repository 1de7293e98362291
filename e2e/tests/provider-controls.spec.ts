import { test, expect } from './fixtures';
import { takeOverListedPrematchMatches } from './feed';
import { setProvider, OPERATOR_TOKEN } from './operator';
import { signInThroughApi } from './players';
import { openOdds, openSlip } from './slip';
import { DESKTOP } from './viewports';

// Provider controls, at a desktop's width: the demo player has a selection in the slip; the
// operator switches its provider off through the operator API, and the slip shows the selection
// not available with placing disabled; on again, it is available at its odds (which the test
// holds, so nothing changed to accept) and the bet is placed. In My bets, that bet's cash-out is
// unavailable while the provider is off, and offered again once it is on.
//
// A page hears provider_status_changed only once it subscribed to its updates channel, which it
// does when idle: the test switches again (idempotent) until the page shows it, as feed.ts does.
// bet_cashout_changed goes to the player's channel only when the value changed: until the page
// shows it, the test switches the other way and back, which sends it anew.

test.use({ viewport: DESKTOP });

test.afterEach(async ({ request }) => {
  // The provider serves every other spec: never leave it off.
  expect(await setProvider(request, 'sim', true)).toBe(true);
});

test('the operator API needs its token', async ({ request }) => {
  expect((await request.get('/operator/providers')).status()).toBe(401);
  const wrong = await request.get('/operator/providers', { headers: { Authorization: 'Bearer not-the-token' } });
  expect(wrong.status()).toBe(401);
  const ok = await request.get('/operator/providers', { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } });
  expect(await ok.json()).toEqual({ provider_statuses: { sim: true } });
});

test('a provider switched off makes its selection and the cash-out of its bets unavailable; on again, both are offered', async ({ page, request }) => {
  await signInThroughApi(page, 'demo@sportsbook.test', 'demo-bets-2026');
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const [row] = await takeOverListedPrematchMatches(page, 1);
  await openOdds(row!).click();
  const slip = await openSlip(page);
  const selection = slip.getByTestId('betslip-selection');
  await expect(selection).toHaveCount(1);
  await slip.getByTestId('betslip-stake').fill('1');
  const place = slip.getByTestId('place-bet');
  await expect(place).toBeEnabled();

  const notAvailable = selection.getByText('Not available');
  await expect
    .poll(async () => !(await setProvider(request, 'sim', false)) && (await notAvailable.isVisible()), {
      intervals: [250, 500, 1000],
    })
    .toBe(true);
  await expect(place).toBeDisabled();
  // The settings the page reads again say so too.
  const settings = await request.get('/api/sportsbook/settings');
  expect(((await settings.json()) as { providerStatuses: Record<string, boolean> }).providerStatuses.sim).toBe(false);

  await expect
    .poll(async () => (await setProvider(request, 'sim', true)) && !(await notAvailable.isVisible()), {
      intervals: [250, 500, 1000],
    })
    .toBe(true);
  // Back at the odds it had: nothing to accept, the bet can be placed at once.
  await expect(slip.getByTestId('odds-changed')).toHaveCount(0);
  await expect(place).toBeEnabled();
  await place.click();
  await expect(slip.getByTestId('betslip-receipt')).toBeVisible();
  const ref = await slip.getByTestId('receipt-ref').textContent();
  const betId = ref?.replace(/^SB-/, '');
  expect(betId).toMatch(/^\d+$/);

  await page.goto('/profile/bets');
  const card = page.locator(`[data-testid="bet-card"][data-bet-id="${betId}"]`);
  const cashout = card.getByTestId('cashout-button');
  const unavailable = card.getByTestId('cashout-unavailable');
  await expect(cashout).toBeVisible();
  await expect(unavailable).toHaveCount(0);
  const switchUntil = async (on: boolean, shown: () => Promise<boolean>) =>
    expect
      .poll(
        async () => {
          if (await shown()) return true;
          await setProvider(request, 'sim', !on);
          await setProvider(request, 'sim', on);
          return false;
        },
        { intervals: [250, 500, 1000] },
      )
      .toBe(true);
  await switchUntil(false, () => unavailable.isVisible());
  await expect(unavailable).toBeDisabled();
  await expect(unavailable).toHaveText('Cash-out unavailable');
  await expect(cashout).toHaveCount(0);
  await switchUntil(true, () => cashout.isVisible());
  await expect(unavailable).toHaveCount(0);
  await expect(card).toHaveAttribute('data-status', 'waiting_results');
});
