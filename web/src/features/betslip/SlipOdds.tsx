// An odds button that adds its outcome to the bet slip, or removes it (spec 'Adding or removing
// an outcome'); it shows whether the outcome is in the slip.
import { memo } from 'react';
import type { Match, Market, Outcome } from '../../api/types';
import { OddsButton } from '../odds/OddsButton';
import { outcomeKey, selectionOf, toggle, useSelected, useSlipSettings } from './store';

export const SlipOdds = memo(function SlipOdds({
  match,
  market,
  outcome,
  label,
  title,
}: {
  match: Pick<Match, 'matchId' | 'status' | 'nameA' | 'nameB' | 'provider'>;
  market: Market;
  outcome: Outcome;
  label?: string;
  title?: string;
}) {
  const settings = useSlipSettings();
  const key = outcomeKey({
    matchId: match.matchId,
    marketId: market.marketId,
    specifier: market.specifier,
    outcomeId: outcome.id,
  });
  const selected = useSelected(key);
  return (
    <OddsButton
      outcome={outcome}
      locked={market.status !== 1}
      label={label}
      title={title}
      selected={selected}
      onToggle={() => toggle(selectionOf(match, market, outcome), settings)}
    />
  );
});
