// One priced outcome. The price patches in place: a change highlights the button for a moment,
// with an arrow in space that is always reserved, so nothing around it moves.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Outcome } from '../../api/types';
import { formatOdds } from '../../domain/odds';
import { usePrefs } from '../../app/prefs';
import styles from './OddsButton.module.css';

type Move = 'up' | 'down' | null;
const HIGHLIGHT_MS = 1500;

export function OddsButton({
  outcome,
  locked,
  label,
}: {
  outcome: Outcome;
  locked: boolean;
  label?: string;
}) {
  const intl = useIntl();
  const { oddsType } = usePrefs();
  const previous = useRef(outcome.odds);
  const [move, setMove] = useState<Move>(null);

  useEffect(() => {
    if (outcome.odds === previous.current) return;
    setMove(outcome.odds > previous.current ? 'up' : 'down');
    previous.current = outcome.odds;
    const t = window.setTimeout(() => setMove(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(t);
  }, [outcome.odds]);

  const disabled = locked || !outcome.active;
  const name = label ?? outcome.name;
  const moveText = move
    ? intl.formatMessage(
        move === 'up'
          ? { id: 'odds.up', defaultMessage: 'Odds went up' }
          : { id: 'odds.down', defaultMessage: 'Odds went down' },
      )
    : '';
  return (
    <button
      type="button"
      className={styles.button}
      data-move={move ?? undefined}
      disabled={disabled}
      aria-disabled={disabled}
      aria-label={
        disabled
          ? `${name}: ${intl.formatMessage({ id: 'market.suspended', defaultMessage: 'Suspended' })}`
          : `${name} ${formatOdds(outcome.odds, oddsType)} ${moveText}`.trim()
      }
    >
      <span className={styles.name} aria-hidden="true">
        {name}
      </span>
      <span className={styles.price} aria-hidden="true">
        {disabled ? (
          <span className={styles.lock}>🔒</span>
        ) : (
          <span data-testid="odds" data-odds={outcome.odds}>
            {formatOdds(outcome.odds, oddsType)}
          </span>
        )}
        <span className={styles.arrow}>{move === 'up' ? '▲' : move === 'down' ? '▼' : ''}</span>
      </span>
    </button>
  );
}
