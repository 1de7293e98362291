import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { holdPrematchMatch } from './feed';
import { confirmedPlayer, signInThroughApi } from './players';
import { PHONE } from './viewports';

// Two players chat on one match (issue 14, the match page's chat, a sheet over the page on a phone): the demo player (A) and a
// fresh player (B), each in their own browser, on the same prematch match. A writes and B sees it
// live, B answers and A sees it; a reload shows the conversation again from the channel's
// history; a message over the length limit shows its error and is never sent. A prematch match
// the test holds takes messages for the whole test (one left to the feed could kick off and be
// interrupted, or end). Both on a phone, where a player chats beside a match they follow.

const DEMO = { email: 'demo@sportsbook.test', password: 'demo-bets-2026' };

/** A prematch football match to chat on, held by the feed's control so that it neither kicks off
 * nor is interrupted during the test (a stopped match's chat is closed). */
async function prematchMatch(request: APIRequestContext): Promise<{ slug: string }> {
  const res = await request.get('/api/sportsbook/matches?match_status=0&type=match&sport_key=football&limit=10');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { matchId: number; slug: string }[] };
  for (const m of body.data) if (await holdPrematchMatch(request, m.matchId)) return m;
  throw new Error('no prematch football match to hold');
}

async function openChat(page: Page, slug: string): Promise<void> {
  await page.goto(`/football/${slug}`);
  await page.getByTestId('match-centre').getByRole('button', { name: 'Chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Chat messages' })).toBeVisible();
}

async function write(page: Page, text: string): Promise<void> {
  const input = page.getByLabel('Your message');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test.use({ viewport: PHONE });

test('two players chat on one match', async ({ page: a, browser }) => {
  const match = await prematchMatch(a.request);
  const tag = `${Date.now()}`;
  const contextB = await browser.newContext({ viewport: PHONE });
  const b = await contextB.newPage();
  try {
    const emailB = await confirmedPlayer(b, 'chat');
    for (const [page, email, password] of [
      [a, DEMO.email, DEMO.password],
      [b, emailB, undefined],
    ] as const) {
      await signInThroughApi(page, email, password);
      await openChat(page, match.slug);
    }
    const logA = a.getByRole('log', { name: 'Chat messages' });
    const logB = b.getByRole('log', { name: 'Chat messages' });

    // A writes, B sees it live, marked as A's (not B's own).
    const hello = `Kick-off soon ${tag}`;
    await write(a, hello);
    const atB = logB.getByTestId('chat-message').filter({ hasText: hello });
    await expect(atB).toHaveAttribute('data-own', 'false');
    await expect(atB).not.toContainText('@');
    await expect(logA.getByTestId('chat-message').filter({ hasText: hello })).toHaveAttribute('data-own', 'true');

    // B answers (Shift+Enter writes a second line), A sees it live.
    const input = b.getByLabel('Your message');
    await input.fill(`Up the reds ${tag}`);
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    await input.press('Enter');
    const answer = logA.getByTestId('chat-text').filter({ hasText: `Up the reds ${tag}` });
    await expect(answer).toHaveText(`Up the reds ${tag}\nsecond line`);

    // A reload shows the conversation from the history, in order.
    await b.reload();
    await openChat(b, match.slug);
    const texts = logB.getByTestId('chat-text');
    await expect(texts.filter({ hasText: tag })).toHaveText([hello, `Up the reds ${tag}\nsecond line`]);

    // A message over the limit: the error shows, nothing is posted, the text stays to shorten.
    let posted = 0;
    b.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/chat')) posted += 1;
    });
    const long = 'x'.repeat(281);
    await input.fill(long);
    await expect(b.getByTestId('chat-counter')).toHaveAttribute('data-state', 'over');
    await input.press('Enter');
    await expect(b.getByTestId('chat-error')).toHaveText('Your message is too long: at most 280 characters.');
    await expect(input).toHaveValue(long);
    expect(posted).toBe(0);
    await expect(logA.getByTestId('chat-text').filter({ hasText: 'xxxx' })).toHaveCount(0);
  } finally {
    await contextB.close();
  }
});
