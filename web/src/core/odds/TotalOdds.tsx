// A bet's total odds as the slip, the receipt and My bets show them: with a comboboost, the
// boosted odds (what the return is paid at), the odds without it struck through before them.
import { oddsWithBonus, type BetBonus } from '../../domain/bonus/bonus';
import { formatOdds, type OddsType } from '../../domain/odds';
import styles from './TotalOdds.module.css';

export function TotalOdds({
  odds,
  bonus,
  oddsType,
  testId,
}: {
  odds: number;
  bonus: Pick<BetBonus, 'type' | 'odds'> | null | undefined;
  oddsType: OddsType;
  testId?: string;
}) {
  const total = oddsWithBonus(odds, bonus);
  return (
    <>
      {total !== odds && (
        <s className={styles.before} aria-hidden="true" data-testid={testId && `${testId}-before`}>
          {formatOdds(odds, oddsType)}
        </s>
      )}
      <span data-testid={testId} data-odds={total}>
        {formatOdds(total, oddsType)}
      </span>
    </>
  );
}
