import { test, expect } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeContent, replaceFile } from './content-folder';
import { mailedLink, newEmail, password, confirmedPlayer, signIn, textedCode } from './players';

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
  const dialog = page.getByTestId('sign-in-modal');
  const alert = dialog.getByRole('alert');
  // Each attempt waits for its own answer from the server, then for what the page shows of it.
  const attempt = async (pw: string) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/platform/users/sign_in'));
    await dialog.getByLabel('Password', { exact: true }).fill(pw);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(401);
  };
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await dialog.getByLabel('Email').fill(email);
  for (let i = 1; i <= 5; i++) {
    await attempt(`wrong-password-${i}`);
    await expect(alert).toHaveText(/^The email or password is wrong\./);
  }
  const shown = (await alert.textContent()) ?? '';
  // The fifth wrong password locked the account. The page cannot tell: the right password gets the
  // very same answer, and the modal stays as it was.
  await attempt(password);
  await expect(alert).toHaveText(shown);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  // The modal offers a way out without knowing: the unlock modal, which can mail the link again.
  await dialog.getByRole('button', { name: 'Account locked?' }).click();
  await expect(page.getByTestId('unlock-modal').getByLabel('Email')).toHaveValue(email);

  const link = await mailedLink(page.request, email, 'unlock_token');
  await page.goto(link);
  await expect(page.getByRole('dialog')).toContainText(/unlocked/i);
  await page.goto('/');
  await signIn(page, email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('a site that requires phone verification asks for it after sign-in; the texted code verifies', async ({
  page,
  server,
}) => {
  const site = join(server.contentDir, 'site.yaml');
  const original = readFileSync(site, 'utf8');
  const email = await confirmedPlayer(page, 'phone');
  // A number of its own (no other test's player holds it).
  const number = `+4477${String(Date.now()).slice(-8)}`;
  await page.goto('/');
  try {
    await changeContent(page, () => replaceFile(site, `${original}\nphoneVerificationRequired: true\n`));
    await signIn(page, email);
    const dialog = page.getByTestId('phone-modal');
    await expect(dialog.getByTestId('phone-required')).toHaveText(
      'This site asks you to verify your phone number before you go on.',
    );
    await dialog.getByLabel('Phone number').fill(number);
    await dialog.getByLabel('Country').selectOption('GB');
    await dialog.getByRole('button', { name: 'Send me a code' }).click();
    await expect(dialog).toContainText(`We have texted a code to ${number}.`);
    await dialog.getByLabel('Code').fill(await textedCode(page.request, number));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toHaveCount(0);
    // Verified, the player is not asked again.
    await page.reload();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page.getByTestId('phone-modal')).toHaveCount(0);
  } finally {
    await changeContent(page, () => replaceFile(site, original));
  }
});
