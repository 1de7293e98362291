// A market type's block on the match page: its title (with a suspended badge when every line is
// suspended) and its lines, each line's odds buttons picking outcomes for the slip, or for the bet
// builder when `custom`. On the markets' list the title is a button that collapses the block, and
// a pin button beside it puts the market type at the top (marketLayout).
import { createContext, memo, useContext, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Market, Match } from '../../api/types';
import { SlipOdds } from '../betslip';
import { OddsButton } from '../../core/odds/OddsButton';
import type { MarketBlockData } from './marketBlocks';
import styles from './MatchPage.module.css';

/** A block's place on the markets' list: open or collapsed, pinned or not, and what its buttons do. */
export interface BlockLayout {
  open: boolean;
  pinned: boolean;
  onToggle: () => void;
  onPin: () => void;
}

/** One market type with its lines; each line is one market of the contract (data-testid="market").
 * In the bet builder (`custom`) its odds buttons pick builder outcomes. With a `layout` (the
 * markets' list) it collapses and pins. */
export function MarketBlock({
  block,
  custom = false,
  layout,
}: {
  block: MarketBlockData;
  custom?: boolean;
  layout?: BlockLayout;
}) {
  const intl = useIntl();
  const linesId = useId();
  const suspended = block.lines.every((l) => l.status !== 1);
  const open = layout?.open ?? true;
  const title = (
    <>
      {block.title}
      {suspended && (
        <span className={styles.suspended}>
          <LockBadge />
          <FormattedMessage id="market.suspended" defaultMessage="Suspended" />
        </span>
      )}
    </>
  );
  return (
    <section
      className={styles.market}
      data-testid="market-block"
      data-market-id={block.marketId}
      data-open={layout ? open : undefined}
    >
      {layout ? (
        <div className={styles.marketHead}>
          <h2 className={styles.marketName}>
            <button
              type="button"
              className={styles.marketToggle}
              aria-expanded={open}
              aria-controls={open ? linesId : undefined}
              onClick={layout.onToggle}
            >
              <Chevron />
              {title}
            </button>
          </h2>
          <button
            type="button"
            className={styles.pin}
            aria-pressed={layout.pinned}
            aria-label={intl.formatMessage(
              { id: 'market.pin', defaultMessage: 'Pin {market} to the top' },
              { market: block.title },
            )}
            onClick={layout.onPin}
          >
            <PinIcon />
          </button>
        </div>
      ) : (
        <h2 className={styles.marketName}>{title}</h2>
      )}
      {open && (
        <div id={layout ? linesId : undefined}>
          {block.lines.map((m, i) => (
            <MarketLine key={m.specifier} market={m} label={block.labels?.[i]} custom={custom} />
          ))}
        </div>
      )}
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

function Chevron() {
  return (
    <svg className={styles.chevron} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M7 9.5 12 14.5l5-5 1.4 1.4L12 17.3 5.6 10.9z" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16 3H8v2h1v5.6L6.3 13.3A1 1 0 0 0 6 14v2h5v5l1 1 1-1v-5h5v-2a1 1 0 0 0-.3-.7L15 10.6V5h1z"
      />
    </svg>
  );
}

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
