// Mounts the bet slip once it has something to show (code-split: a visitor who never picks odds
// never loads it), and gives the odds buttons the slip's settings: which providers allow several
// singles (from the bet settings) and the player's currency.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { BetSettings } from '../../api/types';
import { subunitsOf } from '../../domain/money';
import { useAuth } from '../auth/context';
import { ShareRestorer } from './ShareRestorer';
import { SlipSettingsContext, useSlip } from './store';

const BetSlip = lazy(() => import('./BetSlip'));

export function SlipSettingsProvider({ children }: { children: ReactNode }) {
  // The settings every page has inlined (shell route data); read from the cache, never fetched here.
  const settings = useQuery<BetSettings>({ queryKey: ['GET /settings'], enabled: false }).data;
  const currency = useAuth().profile?.currency ?? 'EUR';
  const value = useMemo(
    () => ({
      multiSingleByProvider: settings?.multiSingleAvailableByProvider ?? {},
      currency,
      subunits: subunitsOf(currency),
    }),
    [settings, currency],
  );
  return <SlipSettingsContext.Provider value={value}>{children}</SlipSettingsContext.Provider>;
}

export function BetSlipHost() {
  const { ticket, open } = useSlip();
  const shown = ticket.bets.length > 0 || open || ticket.ticketState === 'SUCCESS';
  return (
    <>
      <ShareRestorer />
      {shown && (
        <Suspense fallback={null}>
          <BetSlip />
        </Suspense>
      )}
    </>
  );
}
