// One priced outcome. The price patches in place: a change highlights the button for a moment,
// with an arrow in space that is always reserved, so nothing around it moves. A suspended market
// or an inactive outcome shows a lock instead of a price.
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Outcome } from '../../api/types';
import { usePrefs } from '../prefs';
import { formatOdds } from '../../domain/odds';
import styles from './OddsButton.module.css';
import { useOddsMove } from './oddsMove';

export const OddsButton = memo(function OddsButton({
  outcome,
  locked,
  label,
  title,
  selected,
  onToggle,
}: {
  /** null draws an empty placeholder of the same size. */
  outcome: Outcome | null;
  locked: boolean;
  label?: string;
  title?: string;
  /** In the bet slip (aria-pressed). */
  selected?: boolean;
  /** Adds the outcome to the bet slip or removes it. */
  onToggle?: () => void;
}) {
  const intl = useIntl();
  const { oddsType } = usePrefs();
  const move = useOddsMove(outcome?.odds);
  if (!outcome) return <span className={styles.button} data-placeholder="true" aria-hidden="true" />;

  const disabled = locked || !outcome.active;
  const name = label ?? outcome.name;
  const fullName = title ?? outcome.name;
  const price = formatOdds(outcome.odds, oddsType);
  const moveText =
    move === 'up'
      ? intl.formatMessage({ id: 'odds.up', defaultMessage: 'Odds went up' })
      : move === 'down'
        ? intl.formatMessage({ id: 'odds.down', defaultMessage: 'Odds went down' })
        : '';
  return (
    <button
      type="button"
      className={styles.button}
      data-move={move ?? undefined}
      data-locked={disabled || undefined}
      data-selected={selected || undefined}
      aria-pressed={onToggle ? Boolean(selected) : undefined}
      onClick={onToggle}
      disabled={disabled && !selected}
      aria-disabled={disabled}
      title={fullName}
      aria-label={
        disabled
          ? `${fullName}: ${intl.formatMessage({ id: 'market.suspended', defaultMessage: 'Suspended' })}`
          : `${fullName} ${price} ${moveText}`.trim()
      }
    >
      <span className={styles.name} aria-hidden="true" data-testid="odds-label">
        {name}
      </span>
      <span className={styles.price} aria-hidden="true">
        {disabled ? (
          <LockIcon />
        ) : (
          <span data-testid="odds" data-odds={outcome.odds}>
            {price}
          </span>
        )}
        <span className={styles.arrow}>{disabled ? null : <Arrow move={move} />}</span>
      </span>
    </button>
  );
});

function Arrow({ move }: { move: 'up' | 'down' | null }) {
  if (!move) return null;
  return (
    <svg width="8" height="8" viewBox="0 0 8 8" aria-hidden="true" fill="currentColor">
      {move === 'up' ? <path d="M4 1l3.5 5h-7z" /> : <path d="M4 7L.5 2h7z" />}
    </svg>
  );
}

function LockIcon() {
  return (
    <svg
      className={styles.lock}
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-testid="lock"
    >
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z"
      />
    </svg>
  );
}
