import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeContent, replaceFile } from './content-folder';
import { confirmedPlayer, signIn } from './players';
import { PHONE } from './viewports';

// Issue 15, navigation zones: the demo's content/navigation.yaml draws the header and a footer
// zone with the other item types. Items follow the visitor's auth status; a menu is a disclosure
// of links; the chat toggle opens the site's chat page; and an operator's change of
// navigation.yaml shows after a reload (the server checks the folder every 2 seconds). On a phone,
// where most players find their way around the site.

test.use({ viewport: PHONE });

test("items follow the sign-in, a menu's link and the chat toggle work", async ({ page }) => {
  const email = await confirmedPlayer(page, 'navigation');
  await page.goto('/');
  const header = page.getByTestId('site-header');
  const zone = page.getByTestId('nav-footer');

  // A visitor: sign-in in the header, the visitors' menu in the footer zone, no player's items.
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(zone.getByRole('button', { name: 'New here?' })).toBeVisible();
  await expect(zone.getByRole('button', { name: 'My bets' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /Notifications/ })).toHaveCount(0);

  // The Help menu opens its links; one of them leads to its page.
  const help = zone.getByRole('button', { name: 'Help' });
  await expect(zone.getByRole('link', { name: 'General rules' })).toBeHidden();
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await zone.getByRole('link', { name: 'General rules' }).click();
  await expect(page).toHaveURL(/\/general-rules$/);

  // The visitors' menu leads to the promotions.
  await page.goto('/');
  await zone.getByRole('button', { name: 'New here?' }).click();
  await zone.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);

  // The chat toggle opens the chat page of site.yaml (chat.url: /help-center).
  await zone.getByRole('link', { name: 'Chat with support' }).click();
  await expect(page).toHaveURL(/\/help-center$/);

  // Signed in: the visitors' items go, the player's come.
  await page.goto('/');
  await signIn(page, email);
  await expect(header.getByTestId('header-balance')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /Notifications/ })).toBeVisible();
  await expect(zone.getByRole('button', { name: 'New here?' })).toHaveCount(0);
  const myBets = zone.getByRole('button', { name: 'My bets' });
  await expect(myBets).toBeVisible();
  // My bets opens the slip on its tab.
  await myBets.click();
  await expect(page.getByRole('tab', { name: 'My bets' })).toHaveAttribute('aria-selected', 'true');
});

test('a change of navigation.yaml shows after a reload', async ({ page, server }) => {
  const navigation = join(server.contentDir, 'navigation.yaml');
  const original = readFileSync(navigation, 'utf8');
  await page.goto('/');
  const zone = page.getByTestId('nav-footer');
  await expect(zone.getByRole('button', { name: 'Help' })).toBeVisible();
  const label = 'Operator menu';
  try {
    // The footer zone becomes one menu of one link; the header loses its search button.
    await changeContent(page, () =>
      replaceFile(
        navigation,
        original
          .replace(/\n {2}footer:\n[\s\S]*$/, '\n')
          .replace('    - type: search\n', '') +
          `  footer:\n    - type: menu\n      label: {en: '${label}'}\n      links: [{label: {en: Live now}, url: /live}]\n`,
      ),
    );
    await expect(zone.getByRole('button', { name: label })).toBeVisible();
    await expect(zone.getByRole('button', { name: 'Help' })).toHaveCount(0);
    await expect(page.getByTestId('search-button')).toHaveCount(0);
    await zone.getByRole('button', { name: label }).click();
    await zone.getByRole('link', { name: 'Live now' }).click();
    await expect(page).toHaveURL(/\/live$/);
  } finally {
    await changeContent(page, () => replaceFile(navigation, original));
  }
  await expect(zone.getByRole('button', { name: 'Help' })).toBeVisible();
  await expect(page.getByTestId('search-button')).toBeVisible();
});
