import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { DESKTOP, PHONE } from './viewports';

// The match page's header names where the match is played: the stadium and the city the feed
// gives, each after its label in the page's language (right to left in Arabic).

async function footballMatch(request: APIRequestContext): Promise<{ slug: string; stadium: string; city: string }> {
  const res = await request.get('/api/sportsbook/matches?sport_key=football&match_status=0&type=match&limit=1');
  expect(res.status()).toBe(200);
  const m = ((await res.json()) as { data: { slug: string; stadium?: string; city?: string }[] }).data[0];
  if (!m?.stadium || !m.city) throw new Error('no prematch football match with a stadium and a city');
  return { slug: m.slug, stadium: m.stadium, city: m.city };
}

for (const { lang, prefix, viewport, stadium, city, dir } of [
  { lang: 'en', prefix: '', viewport: PHONE, stadium: 'Stadium', city: 'City', dir: 'ltr' },
  { lang: 'ar', prefix: '/ar', viewport: DESKTOP, stadium: 'الملعب', city: 'المدينة', dir: 'rtl' },
]) {
  test.describe(lang, () => {
    test.use({ viewport });
    test(`the match page names its stadium and city (${lang})`, async ({ page, request }) => {
      const match = await footballMatch(request);
      await page.goto(`${prefix}/football/${match.slug}`);
      const venue = page.getByTestId('match-venue');
      await expect(venue.locator('dt')).toHaveText([stadium, city]);
      await expect(venue.locator('dd')).toHaveText([match.stadium, match.city]);
      expect(await venue.evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
      // Inside the header, below the title: nothing of it leaves the screen.
      const box = await venue.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    });
  });
}
