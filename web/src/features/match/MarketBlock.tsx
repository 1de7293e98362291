// A market type's block on the match page: its title (with a suspended badge when every line is
// suspended) and its lines, each line's odds buttons picking outcomes for the slip, or for the bet
// builder when `custom`.
import { createContext, memo, useContext } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Market, Match } from '../../api/types';
import { SlipOdds } from '../betslip';
import { OddsButton } from '../../core/odds/OddsButton';
import { baseName, type MarketBlockData } from './marketBlocks';
import styles from './MatchPage.module.css';

/** One market type with its lines; each line is one market of the contract (data-testid="market").
 * In the bet builder (`custom`) its odds buttons pick builder outcomes. */
export function MarketBlock({ block, custom = false }: { block: MarketBlockData; custom?: boolean }) {
  const single = block.lines.length === 1;
  const suspended = block.lines.every((l) => l.status !== 1);
  const distinctNames = block.lines.some((l) => baseName(l) !== block.title);
  return (
    <section className={styles.market} data-testid="market-block">
      <h2 className={styles.marketName}>
        {block.title}
        {suspended && (
          <span className={styles.suspended}>
            <LockBadge />
            <FormattedMessage id="market.suspended" defaultMessage="Suspended" />
          </span>
        )}
      </h2>
      {block.lines.map((m) => (
        <MarketLine
          key={m.specifier}
          market={m}
          label={!single && distinctNames ? m.name : undefined}
          custom={custom}
        />
      ))}
    </section>
  );
}

/** The match whose markets are shown, for the bet slip's selections. */
export const MatchContext = createContext<Match | null>(null);

const MarketLine = memo(function MarketLine({
  market,
  label,
  custom,
}: {
  market: Market;
  label?: string;
  custom: boolean;
}) {
  const match = useContext(MatchContext);
  const suspended = market.status !== 1;
  const many = market.outcomes.length > 3;
  return (
    <div
      className={styles.line}
      data-testid="market"
      data-market-id={market.marketId}
      data-status={market.status}
      data-specifier={market.specifier}
    >
      {label && <div className={styles.lineName}>{label}</div>}
      <div
        className={many ? styles.outcomesMany : styles.outcomes}
        data-count={many ? undefined : market.outcomes.length}
      >
        {/* Each button in a cell of its own width, which the button lays itself out by. */}
        {market.outcomes.map((o) => (
          <div key={o.id} className={styles.cell}>
            {match ? (
              <SlipOdds match={match} market={market} outcome={o} custom={custom} />
            ) : (
              <OddsButton outcome={o} locked={suspended} />
            )}
          </div>
        ))}
      </div>
    </div>
  );
});

function LockBadge() {
  return (
    <svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z"
      />
    </svg>
  );
}
