// A price in the slip, and when it moved from what the player accepted, the move: an arrow up or
// down, the new price and the old one struck through below it, named in words for screen
// readers ('Odds up from 2.50 to 2.75'), never told by colour alone. The old price sits on a line
// of its own inside a box of fixed width, so a move shifts nothing beside it.
import { useIntl } from 'react-intl';
import { formatOdds, type OddsType } from '../../domain/odds';
import { oddsMove } from '../../domain/ticket/ticket';
import styles from './BetSlip.module.css';

export function OddsMove({
  accepted,
  now,
  oddsType,
  testId,
}: {
  accepted: number;
  now: number;
  oddsType: OddsType;
  testId?: string;
}) {
  const intl = useIntl();
  const move = oddsMove(accepted, now);
  const shown = formatOdds(now, oddsType);
  if (!move)
    return (
      <span className={styles.odds} data-testid={testId} data-odds={now}>
        {shown}
      </span>
    );
  const from = formatOdds(accepted, oddsType);
  const label = intl.formatMessage(
    move === 'up'
      ? { id: 'betslip.odds.up', defaultMessage: 'Odds up from {from} to {to}' }
      : { id: 'betslip.odds.down', defaultMessage: 'Odds down from {from} to {to}' },
    { from, to: shown },
  );
  return (
    <span
      className={styles.odds}
      data-testid={testId}
      data-odds={now}
      data-move={move}
      role="img"
      aria-label={label}
      title={label}
    >
      <span className={styles.oddsNow}>
        <span className={styles.moveIcon} aria-hidden="true">
          {move === 'up' ? '▲' : '▼'}
        </span>
        {shown}
      </span>
      <s className={styles.oddsWas} aria-hidden="true" data-testid="odds-was">
        {from}
      </s>
    </span>
  );
}
