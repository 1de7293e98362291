import { test, expect, type APIRequestContext, type Locator } from './fixtures';
import { takeOverListedPrematchMatches } from './feed';
import { confirmedPlayer, signInThroughApi } from './players';
import { PHONE } from './viewports';

// Vote once (issue 14, predictions), on a phone (the narrowest block to keep its size): a new
// player opens a prematch match the test holds (so the feed neither starts nor ends it), votes for
// the away team, and sees the community's split with their pick checked and no buttons left, in a
// block that kept its size; after a reload the vote is remembered; a second vote through the API,
// with the player's own token, answers 409 ALREADY_VOTED and changes nothing. A visitor's vote
// asks them to sign in.

interface ApiMatch {
  matchId: number;
  slug: string;
  nameA: string;
  nameB: string;
}

async function apiMatch(request: APIRequestContext, id: number): Promise<ApiMatch> {
  const res = await request.get(`/api/sportsbook/matches/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiMatch;
}

/** The split as the block shows it: each choice's percent, and the player's pick. */
async function expectSplitWithPick(block: Locator, pick: string, pickName: string) {
  const shares = block.getByTestId('prediction-share');
  await expect(shares).toHaveCount(3);
  const mine = block.locator('[data-testid="prediction-share"][data-mine="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-choice', pick);
  await expect(mine).toContainText(pickName);
  await expect(mine).toContainText('(your pick)');
  const percents = (await block.getByTestId('prediction-percent').allTextContents()).map((t) => parseInt(t, 10));
  expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
  await expect(block.getByRole('button')).toHaveCount(0);
}

test.use({ viewport: PHONE });

test('vote once: the split with my pick, remembered after a reload; a second vote is refused', async ({ page }) => {
  const email = await confirmedPlayer(page, 'vote');
  await signInThroughApi(page, email);
  await page.goto('/football');
  await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  const [row] = await takeOverListedPrematchMatches(page, 1);
  const match = await apiMatch(page.request, Number(await row!.getAttribute('data-match-id')));
  await page.goto(`/football/${match.slug}`);

  const block = page.getByTestId('prediction');
  const choices = block.getByRole('group', { name: 'Who will win?' });
  await expect(choices.getByRole('button')).toHaveText([match.nameA, 'Draw', match.nameB]);
  const before = await block.boundingBox();
  const markets = await page.getByTestId('market').first().boundingBox();

  const voted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/sportsbook/vote',
  );
  await choices.getByRole('button', { name: match.nameB, exact: true }).click();
  const request = await voted;
  expect((await request.response())?.status()).toBe(200);
  await expectSplitWithPick(block, 'away', match.nameB);
  // The split took the buttons' place: nothing moved.
  expect(await block.boundingBox()).toEqual(before);
  expect(await page.getByTestId('market').first().boundingBox()).toEqual(markets);

  await page.reload();
  await expectSplitWithPick(block, 'away', match.nameB);
  const total = await block.getByTestId('prediction-total').textContent();

  const again = await page.request.post('/api/sportsbook/vote', {
    headers: { Authorization: (await request.headerValue('authorization')) ?? '' },
    data: { prediction_id: match.matchId, data: { choice: 'home' } },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('ALREADY_VOTED');
  await page.reload();
  await expectSplitWithPick(block, 'away', match.nameB);
  await expect(block.getByTestId('prediction-total')).toHaveText(total ?? '');
});

test("a visitor's vote opens the sign-in modal", async ({ page }) => {
  await page.goto('/football');
  const [row] = await takeOverListedPrematchMatches(page, 1);
  const match = await apiMatch(page.request, Number(await row!.getAttribute('data-match-id')));
  await page.goto(`/football/${match.slug}`);
  const choices = page.getByTestId('prediction').getByRole('group', { name: 'Who will win?' });
  await choices.getByRole('button', { name: match.nameA, exact: true }).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await expect(page.getByTestId('prediction-share')).toHaveCount(0);
});
