import { test, expect, type Page } from './fixtures';
import { OPERATOR_TOKEN } from './operator';
import { confirmedPlayer, depositThroughProvider, fundedPlayer, signInThroughApi } from './players';

// Money out (issue 27): the first deposit goes through the provider's page, which saves the card;
// a small withdrawal to it is paid at once, a large one waits for approval and the player cancels
// it; the balance follows each step. The e2e server keeps the default threshold
// (WITHDRAWAL_AUTO_APPROVE_MAX: €100).

test('a player saves a card with a first deposit, withdraws to it, and cancels a pending withdrawal', async ({
  page,
}) => {
  const email = await confirmedPlayer(page, 'withdraw', { names: true });
  await signInThroughApi(page, email);
  await page.goto('/profile/wallet/withdraw');
  const main = page.getByRole('main');
  await expect(main.getByTestId('withdraw-no-method')).toContainText(
    'make a deposit through the payment page',
  );
  await expect(main.getByTestId('withdrawals-empty')).toHaveText('No withdrawals yet.');
  await main.getByRole('link', { name: 'Make a deposit' }).click();

  await main.getByLabel('Amount').fill('200');
  await main.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/payment\/sim/);
  await expect(page.getByRole('checkbox', { name: /Save this card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('header-balance')).toContainText('200.00');

  await main.getByRole('navigation', { name: 'Wallet' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/profile\/wallet\/withdraw$/);
  await expect(main.getByTestId('withdrawable')).toHaveText('Available to withdraw: €200.00');
  await expect(main.getByLabel('Pay out to')).toHaveValue(/\d+/);
  await expect(main.getByLabel('Pay out to').locator('option:checked')).toHaveText('\u2068Visa •••• 4242\u2069'); // isolated for right-to-left pages

  // Up to the threshold: paid at once.
  await main.getByLabel('Amount').fill('5');
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(main.getByTestId('withdraw-done')).toHaveText('Withdrawal paid: €5.00 to Visa •••• 4242.');
  await expect(page.getByTestId('header-balance')).toContainText('195.00');
  await expect(main.getByTestId('withdrawal').first()).toHaveAttribute('data-status', 'paid');

  // Above it: pending, the money already out; cancelled, it comes back.
  await main.getByLabel('Amount').fill('150');
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(main.getByTestId('withdraw-done')).toHaveText(
    'Withdrawal of €150.00 requested: it is waiting for approval.',
  );
  await expect(page.getByTestId('header-balance')).toContainText('45.00');
  const pending = main.getByTestId('withdrawal').first();
  await expect(pending).toHaveAttribute('data-status', 'pending');
  await expect(pending).toContainText('Pending');
  await pending.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(main.getByText('Withdrawal cancelled: the amount is back in your balance.')).toBeVisible();
  await expect(pending).toHaveAttribute('data-status', 'cancelled');
  await expect(pending.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toContainText('195.00');

  // More than there is: refused with the reason, and nothing moves.
  await main.getByLabel('Amount').fill('500');
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('This is more than you can withdraw now');
  await expect(page.getByTestId('header-balance')).toContainText('195.00');

  await page.goto('/profile/wallet/transactions');
  await expect(page.locator('[data-testid=transaction-row][data-kind=withdrawal_returned]')).toContainText(
    'Withdrawal returned',
  );
  await expect(page.locator('[data-testid=transaction-row][data-kind=withdrawal]')).toHaveCount(2);
});

/** Asks for withdrawals of the signed-in player of page to their first saved card, through the
 * API; returns their ids. */
async function withdraw(page: Page, amounts: number[]): Promise<number[]> {
  const csrf = (
    (await (await page.request.get('/api/platform/player')).json()) as {
      csrf_token: string;
    }
  ).csrf_token;
  const methods = (await (await page.request.get('/api/platform/player/payment_methods')).json()) as {
    items: { id: number }[];
  };
  const ids: number[] = [];
  for (const amount of amounts) {
    const res = await page.request.post('/api/platform/player/withdrawals', {
      headers: { 'X-CSRF-Token': csrf },
      data: { amount, currency: 'EUR', method_id: methods.items[0]!.id },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

/** A player with a saved card, a paid and a pending withdrawal, through the API. */
async function withdrawer(page: Page): Promise<void> {
  await fundedPlayer(page, 'withdraw-layout', 300, '/profile/wallet/withdraw');
  await withdraw(page, [2500, 15000]);
}

// The operator decides on pending withdrawals through the operator API (README 'Withdrawals'): an
// approval pays one, a rejection returns the other's money with its reason. The player hears of
// each in the bell, and the open page, which asks again every 30 s while one is pending,
// shows both decisions (the page's clock runs those 30 s).
test('the operator approves one pending withdrawal and rejects another, and the player sees both', async ({
  page,
}) => {
  await page.clock.install();
  await fundedPlayer(page, 'withdraw-decided', 300);
  const [paid, rejected] = await withdraw(page, [12000, 15000]);
  await page.goto('/profile/wallet/withdraw');
  const rows = main(page).getByTestId('withdrawal');
  await expect(rows).toHaveCount(2);
  await expect(main(page).locator('[data-testid=withdrawal][data-status=pending]')).toHaveCount(2);
  await expect(page.getByTestId('header-balance')).toContainText('30.00');

  const operator = { Authorization: `Bearer ${OPERATOR_TOKEN}` };
  const approved = await page.request.post(`/operator/withdrawals/${paid}/approve`, { headers: operator });
  expect(approved.status(), await approved.text()).toBe(200);
  const declined = await page.request.post(`/operator/withdrawals/${rejected}/reject`, {
    headers: operator,
    data: { reason: 'ID check needed' },
  });
  expect(declined.status(), await declined.text()).toBe(200);
  // A decision cannot be taken twice.
  expect((await page.request.post(`/operator/withdrawals/${paid}/approve`, { headers: operator })).status()).toBe(409);

  await expect(page.getByTestId('header-balance')).toContainText('180.00');
  // The bell tells of each decision (its count is not compared: the sign-up's and the deposit's
  // notifications may still be arriving when the test would read it).
  await page.getByTestId('notification-bell').click();
  const told = page.getByTestId('notification-panel').getByTestId('notification');
  await expect(told.filter({ hasText: '€120.00' })).toHaveCount(1);
  await expect(told.filter({ hasText: '€150.00' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.clock.runFor(30_000);
  await expect(main(page).locator('[data-testid=withdrawal][data-status=paid]')).toContainText('€120.00');
  const declinedRow = main(page).locator('[data-testid=withdrawal][data-status=rejected]');
  await expect(declinedRow).toContainText('Declined');
  await expect(declinedRow).toContainText('Reason: ID check needed');
});

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test(`the withdrawal and payment-method pages fit ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withdrawer(page);
    for (const [path, first] of [
      ['/profile/wallet/withdraw', 'withdraw-form'],
      ['/profile/wallet/methods', 'method'],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByTestId(first)).toBeVisible();
      if (path.endsWith('withdraw')) await expect(main.getByTestId('withdrawal')).toHaveCount(2);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      // Each row and button lies inside the viewport's width.
      for (const box of await main
        .locator('[data-testid=withdrawal], [data-testid=method], button')
        .evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
        )) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewport.width);
      }
    }
    // Removing the card asks first; once removed, the page says how to add one.
    await main(page).getByRole('button', { name: 'Remove' }).click();
    await expect(main(page).getByTestId('remove-confirm')).toContainText('Remove Visa •••• 4242?');
    await main(page).getByTestId('remove-confirm').getByRole('button', { name: 'Remove' }).click();
    await expect(main(page).getByTestId('methods-empty')).toContainText(
      'Make a deposit through the payment page',
    );
  });
}

function main(page: Page) {
  return page.getByRole('main');
}

test('a deposit through the payment page without "Save this card" saves nothing', async ({ page }) => {
  const email = await confirmedPlayer(page, 'no-save', { names: true });
  await signInThroughApi(page, email);
  await page.goto('/profile/wallet/deposit');
  await main(page).getByLabel('Amount').fill('20');
  await main(page).getByRole('button', { name: 'Go to payment' }).click();
  await page.getByRole('checkbox', { name: /Save this card/ }).uncheck();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('header-balance')).toContainText('20.00');
  await page.goto('/profile/wallet/methods');
  await expect(main(page).getByTestId('methods-empty')).toBeVisible();
  await depositThroughProvider(page.request, 1);
  await page.reload();
  await expect(main(page).getByTestId('method')).toHaveCount(1);
});
