import { test, expect } from './fixtures';
import { confirmedPlayer, depositThroughProvider, setLimit, signInThroughApi } from './players';

// Deposits through the built-in test provider: each of its answers on the deposit page shows its
// alert; a quick deposit from the header credits the saved card at once (without one it goes to
// the provider's page), and every tab's balance follows the money without a reload.

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
  await depositThroughProvider(page.request, 10); // the first deposit saves the test card
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toContainText('10.00');

  // Another tab of the same player deposits through the header's quick deposit (the saved test
  // card, charged at once); this one only listens.
  const other = await context.newPage();
  await other.goto('/profile');
  await other.getByRole('button', { name: 'Deposit' }).click();
  const quick = other.getByTestId('quick-deposit-modal');
  await quick.getByLabel('Amount').fill('12.34');
  await quick.getByRole('button', { name: 'Deposit now' }).click();
  await expect(other.getByTestId('header-balance')).toContainText('22.34');

  await expect(page.getByTestId('header-balance')).toContainText('22.34');
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

test('a quick deposit without a saved card goes to the payment page, which saves the card', async ({ page }) => {
  const email = await confirmedPlayer(page, 'quick-first', { names: true });
  await signInThroughApi(page, email);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Deposit' }).click();
  const quick = page.getByTestId('quick-deposit-modal');
  await quick.getByLabel('Amount').fill('15');
  await quick.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page).toHaveURL(/\/payment\/sim/);
  await expect(page.getByRole('checkbox', { name: /Save this card/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('header-balance')).toContainText('15.00');
  await page.goto('/profile/wallet/methods');
  await expect(page.getByTestId('method')).toHaveCount(1);
  await expect(page.getByTestId('method')).toContainText('Visa •••• 4242');
});
