// The slip (core/feature): on every page, with the settings it is placed with (which the odds
// buttons read too), its selections following the realtime odds.
import type { BetSettings } from '../../api/types';
import type { Feature } from '../../core/feature';
import { BetSlipHost, SlipSettingsProvider } from './BetSlipHost';
import { applyRealtime } from './store';

export const betslipFeature: Feature = {
  provider: SlipSettingsProvider,
  everyPage: BetSlipHost,
  realtime: {
    // The slip's selections follow the odds, with the player's odds-accept mode.
    updates(qc, msgs) {
      const mode = qc.getQueryData<BetSettings>(['GET /settings'])?.oddsAcceptMode ?? 'none';
      applyRealtime(msgs, mode);
    },
  },
};
