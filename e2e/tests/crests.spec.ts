import { expect, test, type Locator } from './fixtures';

// Team crests (README 'Team crests'): the match page's header shows each team's crest before its
// name, the operator's image where content/crests.yaml lists the team (the demo content lists
// Northam SC, a team of the tests' feed seed), else the crest the server draws from the team's
// name; a crest that fails to load gives way to the fallback crest, and that failing, to nothing
// in the same box.

interface Listed {
  slug: string;
  nameA: string;
  nameB: string;
}

const OPERATOR_TEAM = 'Northam SC';
const DRAWN = /\/crests\/v1\/[a-z]+-[0-9a-f]{6}-[0-9a-f]{6}\.svg$/;

const loaded = (img: Locator) => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0);

async function expectBox(img: Locator): Promise<void> {
  const box = await img.boundingBox();
  expect([box?.width, box?.height]).toEqual([28, 28]);
}

test("a match page shows the teams' crests, the fallback when one fails, then nothing", async ({ page }) => {
  const res = await page.request.get(
    '/api/sportsbook/matches?limit=500&match_status=0&sort_by=start_time:asc&sport_key=football&type=match',
  );
  expect(res.status()).toBe(200);
  const listed = ((await res.json()) as { data: Listed[] }).data;
  const match = listed.find((m) => m.nameA === OPERATOR_TEAM || m.nameB === OPERATOR_TEAM);
  if (!match) throw new Error(`no upcoming match of ${OPERATOR_TEAM}`);
  const sides = ['home', 'away'] as const;
  const own = sides[match.nameA === OPERATOR_TEAM ? 0 : 1];
  const other = sides[own === 'home' ? 1 : 0];
  const crest = (side: string) => page.getByTestId('match-title').locator(`bdi[data-side="${side}"] img`);

  await page.goto(`/football/${match.slug}`);
  await expect(crest(own)).toHaveAttribute('src', '/media/crests/northam-sc.svg');
  await expect(crest(other)).toHaveAttribute('src', new RegExp(`^${DRAWN.source}`));
  for (const side of sides) {
    // Its text is empty: the team's name is beside it.
    await expect(crest(side)).toHaveAttribute('alt', '');
    await expect.poll(() => loaded(crest(side))).toBe(true);
    await expectBox(crest(side));
  }
  // A drawn crest's address draws the same for good.
  const drawn = await page.request.get((await crest(other).getAttribute('src')) ?? '');
  expect(drawn.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(drawn.headers()['content-type']).toBe('image/svg+xml');

  // The drawn crest fails to load: the fallback crest takes its place, in the same box.
  await page.route(DRAWN, (route) => route.abort());
  await page.reload();
  await expect(crest(other)).toHaveAttribute('src', '/crests/v1/fallback.svg');
  await expect.poll(() => loaded(crest(other))).toBe(true);
  await expect(crest(other)).toBeVisible();
  await expectBox(crest(other));

  // The fallback fails too: nothing shows, and the name stays where it was.
  await page.route('**/crests/v1/fallback.svg', (route) => route.abort());
  await page.reload();
  await expect(crest(other)).toHaveCSS('visibility', 'hidden');
  await expectBox(crest(other));
  await expect.poll(() => loaded(crest(own))).toBe(true);
  await expect(crest(own)).toBeVisible();
});
