import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Helpers that act on the platform API the way the app does (cookies and the CSRF header), for
// setting up a player quickly; the behaviour under test is always driven through the UI.

export const password = 'secret-e2e-1';

let serial = 0;
/** A fresh, unused email address. */
export function newEmail(tag: string): string {
  serial += 1;
  return `${tag}-${Date.now()}-${serial}@example.com`;
}

interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}

/** The latest link mailed to email that carries the query parameter param. */
export async function mailedLink(request: APIRequestContext, email: string, param: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const res = await request.get(`/dev/outbox?format=json&to=${encodeURIComponent(email)}`);
    const messages = (await res.json()) as OutboxMessage[];
    const found = messages.map((m) => m.body.match(new RegExp(`https?://\\S+\\?${param}=\\S+`))).find(Boolean);
    expect(found).toBeTruthy();
    link = found![0];
  }).toPass({ timeout: 10_000 });
  return link;
}

/** The latest verification code texted to a phone number (the outbox keeps SMS too). */
export async function textedCode(request: APIRequestContext, number: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await request.get(`/dev/outbox?format=json&to=${encodeURIComponent(number)}`);
    const messages = (await res.json()) as OutboxMessage[];
    const found = messages.find((m) => m.channel === 'sms')?.body.match(/\b\d{6}\b/);
    expect(found).toBeTruthy();
    code = found![0];
  }).toPass({ timeout: 10_000 });
  return code;
}

/** The CSRF token a platform call other than GET sends, as the page reads it. */
export async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/platform/player');
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}

/** Signs a player up and confirms them through the API and the outbox; returns the email. */
export async function confirmedPlayer(page: Page, tag: string, opts: { names?: boolean } = {}): Promise<string> {
  const request = page.request;
  const email = newEmail(tag);
  const headers = { 'X-CSRF-Token': await csrf(request) };
  const res = await request.post('/api/platform/users/sign_up', {
    headers,
    data: { email, password, currency: 'EUR', country: 'DE', terms_accepted: true },
  });
  expect(res.status()).toBe(201);
  const link = await mailedLink(request, email, 'confirmation_token');
  const token = new URL(link).searchParams.get('confirmation_token')!;
  expect((await request.get(`/api/platform/users/confirmation?confirmation_token=${encodeURIComponent(token)}`)).status()).toBe(200);
  if (opts.names) {
    expect((await request.post('/api/platform/users/sign_in', { headers, data: { email, password } })).status()).toBe(200);
    await giveNames(request);
    expect((await request.delete('/api/platform/users/sign_out', { headers })).status()).toBe(204);
  }
  return email;
}

/** Gives the signed-in player a first and last name, which a deposit asks for. */
export async function giveNames(request: APIRequestContext, first = 'Test', last = 'Player'): Promise<void> {
  const res = await request.patch('/api/platform/player', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { first_name: first, last_name: last },
  });
  expect(res.status()).toBe(200);
}

/** Signs in through the sign-in modal, opened by the header's button or the one given. The
 * player's unseen bonuses then show as alerts (a modal each, a few seconds after sign-in); a test
 * about something else dismisses one whenever it stands in the way of an action (bonuses.spec.ts
 * tests the alerts themselves). */
export async function signIn(
  page: Page,
  email: string,
  pw = password,
  button: Locator = page.getByRole('button', { name: 'Sign in' }).first(),
): Promise<void> {
  await dismissBonusAlerts(page);
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(pw);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** Dismisses the signed-in player's bonus alerts whenever one stands in the way of an action. */
async function dismissBonusAlerts(page: Page): Promise<void> {
  const bonusAlert = page.getByTestId('bonus-alert');
  // By test id, so it works on any language's page. The alert may close on its own (a
  // navigation) before the click lands, which is no failure. One that stays is: Playwright waits
  // for it to hide with no time limit, so a silent failure here would hang the action until the
  // test's timeout with no word of why.
  await page.addLocatorHandler(bonusAlert, () =>
    bonusAlert
      .getByTestId('bonus-alert-dismiss')
      .click({ timeout: 5_000 })
      .catch(async (err: unknown) => {
        if (await bonusAlert.isVisible()) throw err;
      }),
  );
}

/** Signs the player in through the API, as the sign-in modal does: the session lands in the
 * page's cookies, so its next load is signed in. For tests about something else; auth.spec.ts
 * drives the modal itself. */
export async function signInThroughApi(page: Page, email: string, pw = password): Promise<void> {
  const res = await page.request.post('/api/platform/users/sign_in', {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
    data: { email, password: pw },
  });
  expect(res.status()).toBe(200);
  await dismissBonusAlerts(page);
}

/** Deposits `amount` euros for the signed-in player of request as the provider page's Pay does,
 * with "Save this card" ticked: the first deposit saves the test card, which quick deposits and
 * withdrawals then use (wallet.spec.ts and cashier.spec.ts drive the page itself). */
export async function depositThroughProvider(request: APIRequestContext, amount: number): Promise<void> {
  const res = await request.post('/api/platform/player/deposits', {
    headers: { 'X-CSRF-Token': await csrf(request) },
    data: { amount: Math.round(amount * 100), currency: 'EUR' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const payUrl = new URL(((await res.json()) as { payment_url: string }).payment_url, 'http://x');
  const paid = await request.post('/payment/sim', {
    form: { token: payUrl.searchParams.get('token')!, status: 'success', save_shown: '1', save_card: '1' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
}

/** A fresh player with `amount` euros from a first deposit (its card saved), signed in on page at
 * path; returns the email. The sign-in and the deposit go through the API, as their modal and the
 * provider page would send them (auth.spec.ts and wallet.spec.ts drive them): a test of something
 * else saves page loads. */
export async function fundedPlayer(page: Page, tag: string, amount = 50, path = '/'): Promise<string> {
  const email = await confirmedPlayer(page, tag);
  await signInThroughApi(page, email);
  await giveNames(page.request);
  await depositThroughProvider(page.request, amount);
  await page.goto(path);
  const shown = amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('header-balance')).toContainText(shown);
  return email;
}

/** Sets a limit through the API as the signed-in player of page. */
export async function setLimit(page: Page, limit: Record<string, unknown>): Promise<void> {
  const res = await page.request.post('/api/platform/user_limits', {
    headers: { 'X-CSRF-Token': await csrf(page.request) },
    data: limit,
  });
  expect(res.status()).toBe(201);
}

/** Moves the start of the player's open sportsbook session back by minutes, through the
 * sessions' test control: a session limit finds them played without a wait. */
export async function ageSession(request: APIRequestContext, email: string, minutes: number): Promise<void> {
  expect((await request.post('/dev/sessions/age', { data: { email, minutes } })).status()).toBe(204);
}

/** The amount a money text shows (the header balance, an alert's win), in major units: "€1,084.08" → 1084.08. */
export function euros(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}
