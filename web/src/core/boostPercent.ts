// A comboboost's bonus odds as bettors read them: '+5 %' for 1050, in the locale's percent.
import type { IntlShape } from 'react-intl';

/** The boost of bonus odds in thousandths (1050 → 5 %), formatted as a percent of the locale. */
export function boostPercent(intl: IntlShape, bonusOdds: number): string {
  return intl.formatNumber((bonusOdds - 1000) / 1000, { style: 'percent', maximumFractionDigits: 1 });
}
