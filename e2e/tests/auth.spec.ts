import { test, expect } from '@playwright/test';
import { mailedLink, newEmail, password, confirmedPlayer, signIn } from './players';

// A visitor becomes a player: sign up, confirm by the mailed link, sign in; a guessed password
// locks the account and the mailed unlock link opens it again.

test('sign up, follow the confirmation link from the outbox, sign in', async ({ page }) => {
  const email = newEmail('signup');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByLabel('Country').selectOption('DE');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog')).toContainText(email);

  const link = await mailedLink(page.request, email, 'confirmation_token');
  await page.goto(link);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Email').fill(email);
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test('wrong passwords lock the account; the unlock link unlocks it', async ({ page }) => {
  const email = await confirmedPlayer(page, 'lock');
  await page.goto('/');
  for (let i = 1; i <= 4; i++) {
    if (i === 1) await signIn(page, email, 'wrong-password-1');
    else await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(/password/i);
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
  // The fifth failure locks the account: the unlock modal takes over.
  await expect(page.getByRole('dialog')).toContainText(/locked/i);

  const link = await mailedLink(page.request, email, 'unlock_token');
  await page.goto(link);
  await expect(page.getByRole('dialog')).toContainText(/unlocked/i);
  await page.goto('/');
  await signIn(page, email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
