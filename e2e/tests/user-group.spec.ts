import { test, expect } from './fixtures';
import { confirmedPlayer, signIn } from './players';

// The user-group checker (spec sections 4 and 6): the operator names a status group and the
// platform front end; a visitor browses as usual, and a player outside the group who signs in is
// sent to the platform. Members stay (web/src/features/account/UserGroupChecker.test.tsx): a new
// player is Bronze, and Silver takes 100 comp points.

const PLATFORM = 'http://127.0.0.1:9/platform';

test.use({ serverEnv: { USER_GROUP_CHECKER_GROUP: 'silver', USER_GROUP_CHECKER_URL: PLATFORM } });

test('a player outside the group is sent to the platform when they sign in; a visitor stays', async ({
  page,
}) => {
  // The platform's page, as the browser would get it there.
  await page.route(`${PLATFORM}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Platform</title><h1>The platform</h1>' }),
  );
  const email = await confirmedPlayer(page, 'usergroup');
  await page.goto('/');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await page.locator('a[href="/live"]').first().click();
  await expect(page).toHaveURL(/\/live$/);

  await signIn(page, email);
  await expect(page).toHaveURL(PLATFORM);
  await expect(page.getByRole('heading', { name: 'The platform' })).toBeVisible();

  // Signed in, the player's next visit sends them there again.
  await page.goto('/live', { waitUntil: 'commit' });
  await expect(page).toHaveURL(PLATFORM);
});
