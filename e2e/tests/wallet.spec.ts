import { test, expect } from './fixtures';
import { confirmedPlayer, setLimit, signInThroughApi } from './players';

// Deposits through the built-in test provider: each of its answers on the deposit page shows its
// alert; a quick deposit from the header credits at once, and every tab's balance follows the
// money without a reload.

for (const [answer, button, alert] of [
  ['success', 'Pay', /success|deposited|received/i],
  ['error', 'Decline (error)', /fail|declined|error/i],
  ['pending', 'Leave pending', /pending|processing/i],
] as const) {
  test(`a deposit answered ${answer} shows its alert`, async ({ page }) => {
    const email = await confirmedPlayer(page, `deposit-${answer}`, { names: true });
    await signInThroughApi(page, email);
    await page.goto('/profile/wallet/deposit');
    await page.getByRole('main').getByLabel('Amount').fill('25');
    await page.getByRole('main').getByRole('button', { name: 'Go to payment' }).click();
    await expect(page).toHaveURL(/\/payment\/sim/);
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(/\/profile\/wallet\/deposit$/); // the payment parameter is read and removed
    await expect(page.getByRole(answer === 'error' ? 'alert' : 'status').filter({ hasText: alert })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText(answer === 'success' ? '25.00' : '0.00');
  });
}

test('the balance changes without a reload when money arrives', async ({ page, context }) => {
  const email = await confirmedPlayer(page, 'live-balance', { names: true });
  await signInThroughApi(page, email);
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toContainText('0.00');

  // Another tab of the same player deposits through the header's quick deposit (the saved test
  // card, charged at once); this one only listens.
  const other = await context.newPage();
  await other.goto('/profile');
  await other.getByRole('button', { name: 'Deposit' }).click();
  const quick = other.getByTestId('quick-deposit-modal');
  await quick.getByLabel('Amount').fill('12.34');
  await quick.getByRole('button', { name: 'Deposit now' }).click();
  await expect(other.getByTestId('header-balance')).toContainText('12.34');

  await expect(page.getByTestId('header-balance')).toContainText('12.34');
});

test('a deposit over the deposit limit is refused with what is left of it', async ({ page }) => {
  const email = await confirmedPlayer(page, 'deposit-limit', { names: true });
  await signInThroughApi(page, email);
  await setLimit(page, { type: 'deposit', period: 'day', amount: 2000, currency: 'EUR' });
  await page.goto('/profile/wallet/deposit');
  await page.getByRole('main').getByLabel('Amount').fill('25');
  await page.getByRole('main').getByRole('button', { name: 'Go to payment' }).click();
  const refusal = page.getByRole('main').getByRole('alert');
  await expect(refusal).toContainText('This deposit would exceed your deposit limit.');
  await expect(refusal.getByTestId('limit-left')).toHaveText('€20.00 is left within this limit.');
  await expect(page).toHaveURL(/\/profile\/wallet\/deposit$/);
});
