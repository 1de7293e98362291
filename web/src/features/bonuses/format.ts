// Money, odds, dates and percentages of bonuses in the page's locale and the player's odds format.
import { useIntl } from 'react-intl';
import { useDateFormats } from '../../core/dateFormats';
import { useLocaleState } from '../../core/locale';
import { usePrefs } from '../../core/prefs';
import { formatMoney, subunitsOf } from '../../domain/money';
import { formatOdds } from '../../domain/odds';

export function useBonusFormat() {
  const intl = useIntl();
  const { locale } = useLocaleState();
  const { oddsType } = usePrefs();
  const formats = useDateFormats();
  return {
    locale,
    money: (amount: number, currency: string | undefined) =>
      currency ? formatMoney(amount, { code: currency, subunits: subunitsOf(currency) }, locale) : '',
    odds: (odds: number) => formatOdds(odds, oddsType),
    percent: (fraction: number) =>
      intl.formatNumber(fraction, { style: 'percent', maximumFractionDigits: 1, numberingSystem: 'latn' }),
    /** A boost: its sign is part of the number, so right to left it stays in front of it. */
    boost: (fraction: number) =>
      intl.formatNumber(fraction, {
        style: 'percent',
        maximumFractionDigits: 1,
        numberingSystem: 'latn',
        signDisplay: 'exceptZero',
      }),
    date: formats.date,
  };
}
