// The virtual-wallet launch (spec section 7: POST {virtual wallet}/{provider}/launch {app},
// returns url): the page posts with the player's cookies and goes to the URL the wallet answers.
import { APP_ID } from '../../api/platform';
import { toApiError } from '../../api/request';

/** The providers the site's products launch through the virtual wallet. */
export const VIRTUAL_PROVIDERS = { racing: 'racing', lotteries: 'lottery' } as const;

/** Asks the wallet at `base` to launch `provider`'s game for the signed-in player; its URL, absolute
 * (a wallet may answer a path of its own: it is the wallet's, not this site's). */
export async function launchVirtualGame(base: string, provider: string): Promise<string> {
  const res = await fetch(`${base}/${encodeURIComponent(provider)}/launch`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ app: APP_ID }),
  });
  const body = (await res.json().catch(() => undefined)) as { url?: unknown } | undefined;
  if (!res.ok || typeof body?.url !== 'string') throw toApiError(res.status, body);
  return new URL(body.url, new URL(base, location.href)).href;
}
