// An odds button that picks its outcome (spec 'Adding or removing an outcome'): into the slip or
// out of it, into the bet builder when `custom`, or straight to the quick bet on a live match. It
// shows whether the outcome is in the slip.
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
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
  // One handler for the button's life, picking from the latest props: a new one each render kept
  // every button of a market drawing again when one of its prices moved (OddsButton is memoised).
  const latest = useRef({ match, market, outcome, custom, onPick });
  useLayoutEffect(() => {
    latest.current = { match, market, outcome, custom, onPick };
  });
  const onToggle = useCallback(() => {
    const p = latest.current;
    const s = selectionOf(p.match, p.market, p.outcome);
    p.onPick(p.custom ? { ...s, custom: p.custom } : s);
  }, []);
  return (
    <OddsButton
      outcome={outcome}
      locked={market.status !== 1}
      label={label}
      title={title}
      selected={selected}
      onToggle={onToggle}
    />
  );
});
