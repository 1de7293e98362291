import { test, expect, type Page, type Response } from "./fixtures";
import { confirmedPlayer, password } from "./players";
import { DESKTOP } from "./viewports";

// Bonuses in the browser, as a new player (who holds the sign-up bonuses: a comboboost, the
// welcome free bet and a mystery box, none of them seen yet). (a) A promo code on /promotions:
// FREEBET10 issues a €10 free bet whose win returns the stake, shown as its card; the code cannot
// be used twice, and an unknown code is refused. (b) Bonus alerts: each unseen available bonus
// shows once after sign-in, the welcome free bet among them, is marked seen as it shows, and
// after a reload none shows again. At a desktop's width, where the promotions page is read.

interface UnseenBonus {
  id: string;
  name: string;
  type: string;
}

function isUnseenList(r: Response): boolean {
  const url = new URL(r.url());
  return url.pathname.endsWith("/bonuses") && url.searchParams.get("unseen") === "true" && r.request().method() === "GET";
}

/** Signs a new player in from the promotions page's own sign-in button, on a page whose clock the
 * test controls; returns the unseen bonuses the alerts will show. */
async function signInOnPromotions(page: Page, email: string): Promise<UnseenBonus[]> {
  await page.clock.install();
  await page.goto("/promotions");
  const visitor = page.getByTestId("promotions-visitor");
  await expect(visitor).toBeVisible();
  const unseen = page.waitForResponse(isUnseenList);
  await visitor.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  const res = await unseen;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: UnseenBonus[] }).items;
}

/** Runs the clock until each alert shows, and dismisses it; returns the names shown, in order, and the bonuses
 * marked seen. */
async function dismissAlerts(page: Page, count: number) {
  const names: string[] = [];
  const seen: { id: string; type: string }[] = [];
  const alert = page.getByTestId("bonus-alert");
  for (let i = 0; i < count; i++) {
    const marked = page.waitForRequest((r) => r.url().includes("/bonuses/mark-as-seen"));
    // Each alert waits out its delay (a few seconds) on the page's clock, which the test runs on.
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(alert).toBeVisible({ timeout: 100 });
    }).toPass();
    const body = (await marked).postDataJSON() as { items: { id: string; type: string }[] };
    seen.push(...body.items);
    names.push((await alert.locator("p bdi").first().textContent()) ?? "");
    await alert.getByRole("button", { name: "Not now" }).click();
    await expect(alert).toHaveCount(0);
  }
  return { names, seen };
}

test.use({ viewport: DESKTOP });

test("a promo code gives its free bet once; an unknown code is refused", async ({ page }) => {
  const email = await confirmedPlayer(page, "promo");
  const unseen = await signInOnPromotions(page, email);
  // The sign-up bonuses' alerts come first; the page is usable once they are dismissed.
  await dismissAlerts(page, unseen.length);

  const promo = page.getByTestId("promo-code");
  const field = promo.getByLabel("Promo code");
  await field.fill("freebet10");
  await promo.getByRole("button", { name: "Redeem" }).click();
  const issued = promo.getByTestId("promo-code-issued");
  await expect(issued.getByTestId("bonus-headline")).toHaveText("€10.00");
  await expect(issued.getByTestId("bonus-kind")).toHaveText("Free bet, stake returned");
  await expect(issued.getByTestId("bonus-status")).toHaveText("Available");
  await expect(promo.getByTestId("promo-code-error")).toHaveCount(0);
  // The free bets list has it too.
  await expect(
    page.getByTestId("bonus-group-freebets").getByTestId("bonus-card").filter({ hasText: "€10.00" }),
  ).toBeVisible();

  await field.fill("FREEBET10");
  await promo.getByRole("button", { name: "Redeem" }).click();
  await expect(promo.getByTestId("promo-code-error")).toHaveText("You have already used this promo code.");
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await field.fill("NO-SUCH-CODE");
  await promo.getByRole("button", { name: "Redeem" }).click();
  await expect(promo.getByTestId("promo-code-error")).toHaveText("This promo code does not exist.");
  // The redeemed bonus is on its card: it does not come back as an alert.
  await expect(page.getByTestId("bonus-alert")).toHaveCount(0);
});

test("a bonus alert shows once, is marked seen, and not again after a reload", async ({ page }) => {
  const email = await confirmedPlayer(page, "alert");
  const unseen = await signInOnPromotions(page, email);
  expect(unseen.map((b) => b.name)).toContain("Welcome free bet €5");

  const { names, seen } = await dismissAlerts(page, unseen.length);
  // Each once, in the order they were issued.
  const byIssue = [...unseen].sort((a, b) => Number(a.id) - Number(b.id));
  expect(names).toEqual(byIssue.map((b) => b.name));
  expect(seen).toEqual(byIssue.map((b) => ({ id: b.id, type: b.type })));
  const welcome = unseen.find((b) => b.name === "Welcome free bet €5");
  expect(seen).toContainEqual({ id: welcome?.id, type: "freebet_only_win" });

  const again = page.waitForResponse(isUnseenList);
  await page.reload();
  expect(((await (await again).json()) as { items: UnseenBonus[] }).items).toEqual([]);
  await expect(page.getByTestId("bonus-card").first()).toBeVisible();
  await expect(page.getByTestId("bonus-alert")).toHaveCount(0);
});

// (c) A visitor sees the public offers on /promotions, FREEBET10 with its code, and the sign-up
// button of an offer opens the sign-up dialog, which names the welcome offers.
// (d) A bonus toast (a promo code's) closes when the player signs out, not by its own time.
test("a bonus toast closes when the player signs out", async ({ page }) => {
  const email = await confirmedPlayer(page, "toast");
  await signInOnPromotions(page, email);
  // The page's clock stands still from here: no alert comes over the page, and no toast closes
  // by its own time (five seconds).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const promo = page.getByTestId("promo-code");
  await promo.getByLabel("Promo code").fill("FREEBET10");
  await promo.getByRole("button", { name: "Redeem" }).click();
  const toast = page.getByTestId("toast").filter({ hasText: "New bonus" });
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("€10 free bet, stake returned is in your bonuses.");

  await page.getByTestId("profile-menu-button").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByTestId("promotions-visitor")).toBeVisible();
  await expect(toast).toHaveCount(0);
});

test("a visitor reads the public offers and signs up from one", async ({ page }) => {
  await page.goto("/promotions");
  const offers = page.getByTestId("offer-card");
  await expect(offers.first()).toBeVisible();
  await expect(offers.locator("h3")).toHaveText([
    "Acca boost: up to +20 %",
    "First deposit: €10 free bet",
    "€10 free bet, stake returned",
    "Welcome free bet €5",
  ]);
  const promo = page.locator('[data-campaign="promo-freebet"]');
  await expect(promo.getByTestId("offer-code")).toHaveText("Code: FREEBET10");
  await expect(page.getByTestId("promotions-visitor")).toBeVisible();

  await page.locator('[data-campaign="welcome-freebet"]').getByRole("button", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an account" });
  const welcome = dialog.getByRole("region", { name: "Welcome offer" });
  await expect(welcome.getByRole("listitem")).toHaveText([
    "Acca boost: up to +20 %",
    "First deposit: €10 free bet",
    "Welcome free bet €5",
  ]);
});
