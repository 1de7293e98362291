import { test, expect, type Page } from "./fixtures";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { changeContent, replaceFile } from "./content-folder";
import {
  finishMatch,
  liveMatches,
  score,
  takeOverLiveMatch,
  type MainMarket,
} from "./feed";
import { euros, fundedPlayer } from "./players";
import { openSlip } from "./slip";
import { DESKTOP } from "./viewports";

// Bonuses on the slip, as a new player holds them (sign-up: the welcome free bet of €5, only-win,
// and the acca boost; the first deposit adds a €10 free bet): a free bet locks the stake to its
// amount, debits no cash and pays the winnings only; a combo of three selections at 1.20 or more
// is boosted by 5 % and pays at the boosted odds. The test holds live football matches through
// the feed's control, gives the home side a lead no random play can overturn, and finishes them,
// so the bets settle as won without waiting on chance. At a desktop's width, where the slip stands
// beside the match pages the picks are made on.

test.use({ viewport: DESKTOP });

/** Goals the home side is given before the finish: the random play left cannot catch up. */
const LEAD = 8;

const balanceOf = async (page: Page) =>
  euros(await page.getByTestId("header-balance").textContent());
const cents = (n: number) => Math.round(n * 100) / 100;

/** Takes over `count` live football matches being played, each with its home win at `odds`
 * (thousandths); returns their main markets and slugs. */
async function heldMatches(
  page: Page,
  count: number,
  odds: number,
): Promise<{ market: MainMarket; slug: string }[]> {
  const live = await liveMatches(page.request, "football");
  const held: { market: MainMarket; slug: string }[] = [];
  while (held.length < count) {
    const free = live.filter(
      (m) => !held.some((h) => String(h.market.matchId) === m.id),
    );
    const market = await takeOverLiveMatch(
      page.request,
      free.map((m) => m.id),
      odds,
      { inPlay: true },
    );
    held.push({
      market,
      slug: live.find((m) => m.id === String(market.matchId))!.slug,
    });
  }
  return held;
}

/** Picks the home win of a held match on its page. */
async function pickHome(
  page: Page,
  slug: string,
  shown: string,
): Promise<void> {
  await page.goto(`/football/${slug}`);
  const home = page
    .getByTestId("market")
    .first()
    .locator("button[aria-pressed]")
    .first();
  await expect(home.getByTestId("odds")).toHaveText(shown);
  await home.click();
  // Picked once the slip's rules, which load with the first pick, have added it.
  await expect(home).toHaveAttribute("aria-pressed", "true");
}

/** The home side takes an unassailable lead and the match is played to its end and settled. */
async function homeWins(page: Page, market: MainMarket): Promise<void> {
  for (let i = 0; i < LEAD; i++)
    await score(page.request, market.matchId, "home");
  await finishMatch(page.request, market.matchId);
}

test("the welcome free bet: the stake locked at €5, no cash debited, the winnings paid", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The page's clock runs as usual until the bet settles, then holds its toast in view.
  await page.clock.install();
  await fundedPlayer(page, "freebet", 20);
  const [held] = await heldMatches(page, 1, 2000);
  await pickHome(page, held!.slug, "2.00");

  const slip = await openSlip(page);
  const bonus = slip.getByRole("combobox", { name: /^Bonus/ });
  // A free bet is never chosen for the player: they choose it.
  await expect(bonus).toHaveValue("");
  await bonus.selectOption({ label: "Welcome free bet €5 (€5.00)" });
  const stake = slip.getByTestId("betslip-stake");
  await expect(stake).toHaveValue("5");
  await expect(stake).toBeDisabled();
  // €5 at 2.00 returns €10; the free bet's stake is not returned: it wins €5.
  await expect(slip.getByTestId("betslip-bonus-freebet")).toHaveText(
    "Free bet: wins €5.00",
  );
  await expect(slip.getByTestId("betslip-potential-win")).toHaveText(
    "€5.00",
  );

  const before = await balanceOf(page);
  expect(before).toBe(20);
  await slip.getByTestId("place-bet").click();
  const receipt = slip.getByTestId("betslip-receipt");
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId("receipt-return")).toHaveText("€5.00");
  // The receipt says it was a free bet, not €5 of cash.
  await expect(receipt.getByTestId("bet-bonus")).toHaveText("Free bet");
  await expect(receipt.getByText("Free bet stake", { exact: true })).toBeVisible();
  const ref = (await receipt.getByTestId("receipt-ref").textContent()) ?? "";
  // No cash was staked: the balance, read again, has not moved.
  await page.reload();
  await expect.poll(() => balanceOf(page)).toBe(before);

  await page.goto("/profile/bets");
  const card = page.getByTestId("bet-card").first();
  await expect(card.getByTestId("bet-bonus")).toHaveText("Free bet");
  await expect(card.getByText("Free bet stake", { exact: true })).toBeVisible();

  // The bet settles while the player is on the page: a toast says it won, and how much.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await homeWins(page, held!.market);
  const toast = page.getByTestId("toast").filter({ hasText: `Reference ${ref}` });
  await expect(toast).toContainText("Bet won: €5.00");
  await page.clock.resume();
  await page.reload();
  await expect.poll(() => balanceOf(page)).toBe(cents(before + 5));
});

test("a combo of three at 1.20 or more: +5 %, paid at the boosted odds", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await fundedPlayer(page, "boost", 20);
  const held = await heldMatches(page, 3, 1300);
  for (const h of held.slice(0, 2)) await pickHome(page, h.slug, "1.30");
  // Two selections, one short of the first range: the slip says what one more would give.
  const two = await openSlip(page);
  await expect(two.getByTestId("betslip-bonus-counted")).toHaveText(
    "2/2 selections count · 1 more selection for +5%",
  );
  await expect(two.getByTestId("betslip-bonus-boost")).toHaveCount(0);
  await pickHome(page, held[2]!.slug, "1.30");

  const slip = await openSlip(page);
  await expect(slip.getByTestId("betslip-selection")).toHaveCount(3);
  await slip.getByTestId("betslip-stake").fill("10");
  // The acca boost is chosen for the player (no hunting or tournament is active).
  await expect(slip.getByRole("combobox", { name: "Bonus" })).toHaveValue(
    /^comboboost:/,
  );
  await expect(slip.getByTestId("betslip-bonus-boost")).toContainText(
    "Boost +5%",
  );
  // 1.30³ = 2.197, × 1.05 = 2.306 (thousandths, rounded down); €10 returns €23.06.
  await expect(slip.getByTestId("betslip-boosted-odds")).toHaveAttribute(
    "data-odds",
    "2306",
  );
  await expect(slip.getByTestId("betslip-bonus-counted")).toHaveText(
    "3/3 selections count · 2 more selections for +10%",
  );
  await expect(slip.getByTestId("betslip-potential-win")).toHaveText(
    "€23.06",
  );
  // The total odds are the boosted odds the return is paid at, the odds without the boost struck.
  await expect(slip.getByTestId("betslip-total-odds")).toHaveAttribute("data-odds", "2306");
  await expect(slip.getByTestId("betslip-total-odds-before")).toHaveText("2.20");

  const before = await balanceOf(page);
  // Asked first, so that a slip that cannot be placed fails here with its state rather than
  // as a click that waits for the test's whole timeout.
  const place = slip.getByTestId("place-bet");
  await expect(slip.getByTestId("odds-changed")).toHaveCount(0);
  await expect(place).toBeEnabled();
  await place.click({ timeout: 15_000 });
  const receipt = slip.getByTestId("betslip-receipt");
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId("receipt-return")).toHaveText("€23.06");
  await expect(receipt.getByTestId("receipt-total-odds")).toHaveAttribute("data-odds", "2306");
  await expect(receipt.getByTestId("bet-bonus")).toHaveText("Boost +5%");
  await expect.poll(() => balanceOf(page)).toBe(cents(before - 10));

  await page.goto("/profile/bets");
  const card = page.getByTestId("bet-card").first();
  await expect(card.getByTestId("bet-bonus")).toHaveText("Boost +5%");
  await expect(card.getByTestId("bet-odds")).toHaveAttribute("data-odds", "2306");

  for (const h of held) await homeWins(page, h.market);
  await page.reload();
  await expect.poll(() => balanceOf(page)).toBe(cents(before - 10 + 23.06));
});

test("two free bets on two singles of one slip, once the site allows several", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const site = join(server.contentDir, "site.yaml");
  const original = readFileSync(site, "utf8");
  // The welcome free bet (€5) and the first deposit's (€10).
  await fundedPlayer(page, "freebets", 20);
  const held = await heldMatches(page, 2, 2000);
  for (const h of held) await pickHome(page, h.slug, "2.00");
  let slip = await openSlip(page);
  await slip.getByRole("button", { name: "Single" }).click();
  const pickers = slip.getByTestId("betslip-bonus-select");
  await expect(pickers).toHaveCount(2);
  await pickers.nth(0).selectOption({ label: "Welcome free bet €5 (€5.00)" });
  // The site's default: one free bet a slip, so the other single offers none (nor a picker).
  await expect(pickers).toHaveCount(1);
  try {
    await changeContent(page, () =>
      replaceFile(site, `${original}\nmultiActiveFreebetsAllowed: true\n`),
    );
    slip = await openSlip(page);
    await expect(pickers).toHaveCount(2);
    await pickers.nth(0).selectOption({ label: "Welcome free bet €5 (€5.00)" });
    // The welcome free bet is taken; the other single offers the first deposit's.
    await expect(pickers.nth(1).locator("option")).toHaveText([
      "No bonus",
      "First deposit: €10 free bet (€10.00)",
    ]);
    await pickers.nth(1).selectOption({ label: "First deposit: €10 free bet (€10.00)" });
    const stakes = slip.getByTestId("betslip-stake");
    await expect(stakes.nth(0)).toHaveValue("5");
    await expect(stakes.nth(1)).toHaveValue("10");
    const before = await balanceOf(page);
    await slip.getByTestId("place-bet").click();
    const receipt = slip.getByTestId("betslip-receipt");
    await expect(receipt.getByTestId("bet-bonus")).toHaveText(["Free bet", "Free bet"]);
    // Free bets stake no cash.
    await page.reload();
    await expect.poll(() => balanceOf(page)).toBe(before);
  } finally {
    await changeContent(page, () => replaceFile(site, original));
  }
});
