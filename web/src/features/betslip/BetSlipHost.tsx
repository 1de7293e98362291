// Mounts the bet slip once it has something to show (code-split: a visitor who never picks odds
// never loads it): selections, a placed slip, the open panel, a signed-in player (their bets and
// the quick bet live in the panel) or a quick bet turned on. It gives the odds buttons the slip's
// settings (which providers allow several singles, the player's currency) and what a pick does.
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazyWhenOnline, loadWhenOnline } from '../../core/connection';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { BetSettings } from '../../api/types';
import { usePrefs } from '../../core/prefs';
import { REQUEST } from '../../core/routeData';
import { useSiteConfig } from '../../core/siteConfig';
import { subunitsOf } from '../../domain/money';
import type { Selection } from '../../domain/ticket/ticket';
import { useAuth } from '../../core/auth';
import type { QuickBetEnv } from './quick';
import { loadTicketRules, pick, PickContext, SlipSettingsContext, useSlip } from './store';
import { whenIdle } from '../../core/idle';

const BetSlip = lazyWhenOnline(() => import('./BetSlip'));
const ShareRestorer = lazyWhenOnline(() =>
  import('./ShareRestorer').then((m) => ({ default: m.ShareRestorer })),
);

export function SlipSettingsProvider({ children }: { children: ReactNode }) {
  // The settings every page has inlined (shell route data); read from the cache, never fetched here
  // (skipToken: a query without a function, which React Query would warn of on every render).
  const settings = useQuery<BetSettings>({ queryKey: [REQUEST.settings], queryFn: skipToken }).data;
  const auth = useAuth();
  const currency = auth.profile?.currency ?? 'EUR';
  const value = useMemo(
    () => ({
      multiSingleByProvider: settings?.multiSingleAvailableByProvider ?? {},
      // The operator's providers kept out of system bets (domain/ticket betTypeRefusal, betRefusal).
      noSystemProviders: settings?.noSystemProviders,
      currency,
      subunits: subunitsOf(currency),
    }),
    [settings, currency],
  );

  // The ticket's rules, ready for the first pick once the page is idle (a failed load is tried again
  // by that pick).
  useEffect(() => whenIdle(() => void loadTicketRules().catch(() => {})), []);

  // A quick bet reads the page as it is when the player picks, not as it was at the first render.
  const intl = useIntl();
  const qc = useQueryClient();
  const { oddsType } = usePrefs();
  const env = useRef<QuickBetEnv | null>(null);
  useEffect(() => {
    env.current = {
      signedIn: auth.status === 'LOGGED_IN' && auth.sessionReady,
      requestSignIn: () => auth.openModal({ kind: 'signIn' }),
      locale: intl.locale,
      knows: (id) => id in intl.messages,
      oddsType,
      qc,
    };
  });
  const onPick = useCallback(
    (s: Selection) => {
      if (!pick(s, value)) return;
      void loadWhenOnline(() => import('./quick')).then((m) => env.current && m.placeQuick(s, env.current));
    },
    [value],
  );

  return (
    <SlipSettingsContext.Provider value={value}>
      <PickContext.Provider value={onPick}>{children}</PickContext.Provider>
    </SlipSettingsContext.Provider>
  );
}

export function BetSlipHost() {
  const { ticket, open, quick } = useSlip();
  const signedIn = useAuth().status === 'LOGGED_IN';
  // The floating ticket: the slip's bar stays on screen for a signed-in player (their bets, the
  // quick bet) even when empty; without it an empty slip opens from the navigation.
  const floating = useSiteConfig().floatingTicket && (signedIn || quick.isEnabled);
  const shown = ticket.bets.length > 0 || open || ticket.ticketState === 'SUCCESS' || floating;
  return (
    <>
      <ShareLink />
      {shown && (
        <Suspense fallback={null}>
          <BetSlip />
        </Suspense>
      )}
    </>
  );
}

/** A share link (?betcode=) restores its bets: its code loads with the first such link, and stays
 * mounted after it removes the parameter, to say when the bets are gone. */
function ShareLink() {
  const [params] = useSearchParams();
  const [opened, setOpened] = useState(false);
  if (params.has('betcode') && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <ShareRestorer />
    </Suspense>
  ) : null;
}
