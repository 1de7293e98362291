// An odds button that picks its outcome (spec 'Adding or removing an outcome'): into the slip or
// out of it, into the bet builder when `custom`, or straight to the quick bet on a live match. It
// shows whether the outcome is in the slip.
import { memo } from 'react';
import type { Match, Market, Outcome } from '../../api/types';
import { OddsButton } from '../../core/odds/OddsButton';
import { outcomeKey, selectionOf, usePick, useSelected } from './store';

export const SlipOdds = memo(function SlipOdds({
  match,
  market,
  outcome,
  label,
  title,
  custom = false,
}: {
  match: Pick<
    Match,
    'matchId' | 'status' | 'type' | 'nameA' | 'nameB' | 'provider' | 'sport' | 'category' | 'league'
  >;
  market: Market;
  outcome: Outcome;
  label?: string;
  title?: string;
  /** A bet-builder outcome. */
  custom?: boolean;
}) {
  const onPick = usePick();
  const key = outcomeKey({
    matchId: match.matchId,
    marketId: market.marketId,
    specifier: market.specifier,
    outcomeId: outcome.id,
  });
  const selected = useSelected(custom ? `custom:${key}` : key);
  return (
    <OddsButton
      outcome={outcome}
      locked={market.status !== 1}
      label={label}
      title={title}
      selected={selected}
      onToggle={() => {
        const s = selectionOf(match, market, outcome);
        onPick(custom ? { ...s, custom } : s);
      }}
    />
  );
});
