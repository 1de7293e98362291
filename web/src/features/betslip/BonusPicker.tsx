// A bet's bonus on the slip (spec section 4, 'Bonus selection on a bet'): a labelled select of the
// bonuses the bet may use (the chosen one first kept, see domain/ticket/bonus) or none, and what
// the bonus does: a comboboost's boost, the selections that count, the boosted odds and the next
// range as a nudge; a freebet's win as its mode pays; the hunt or tournament the bet counts for;
// the lootbox a bet without a bonus opens. The effect's box keeps its height while odds move.
import type { IntlShape } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { boostPercent } from '../../core/boostPercent';
import { isFreebetBonus, type SlipBonus } from '../../domain/bonus/bonus';
import { formatOdds, type OddsType } from '../../domain/odds';
import {
  bonusChoices,
  bonusReturns,
  chooseBetBonus,
  comboboostEffect,
  openedLootbox,
  sentBonus,
} from '../../domain/ticket/bonus';
import { hasFreebet, type Ticket } from '../../domain/ticket/ticket';
import styles from './BetSlip.module.css';
import { setTicket } from './store';

const keyOf = (b: SlipBonus): string => `${b.type}:${b.id}`;

function optionLabel(intl: IntlShape, b: SlipBonus, money: (minor: number) => string): string {
  // The server names every bonus; a slip kept without names shows 'Bonus'.
  const name = b.name ?? intl.formatMessage({ id: 'betslip.bonus.label' });
  return isFreebetBonus(b)
    ? intl.formatMessage({ id: 'betslip.bonus.option' }, { name, amount: money(b.amount) })
    : name;
}

export function BonusPicker({
  ticket,
  index,
  multipleFreebets,
  money,
  oddsType,
  ariaLabel,
}: {
  ticket: Ticket;
  index: number;
  multipleFreebets: boolean;
  money: (minor: number) => string;
  oddsType: OddsType;
  /** The select's name when the slip has several bets (a single's selection). */
  ariaLabel?: string;
}) {
  const intl = useIntl();
  const bet = ticket.bets[index];
  if (!bet?.availableBonuses) return null;
  const choices = bonusChoices(ticket, index, multipleFreebets);
  const current = bet.bonus ?? null;
  const lootbox = openedLootbox(bet);
  if (choices.length === 0 && !current && !lootbox) return null;
  const options =
    current && !choices.some((c) => keyOf(c) === keyOf(current)) ? [current, ...choices] : choices;
  return (
    <div className={styles.bonus} data-testid="betslip-bonus">
      {options.length > 0 && (
        <label className={styles.field}>
          <FormattedMessage id="betslip.bonus.label" defaultMessage="Bonus" />
          <select
            value={current ? keyOf(current) : ''}
            disabled={ticket.inProgress}
            aria-label={ariaLabel}
            data-testid="betslip-bonus-select"
            onChange={(e) =>
              setTicket(
                chooseBetBonus(ticket, index, options.find((o) => keyOf(o) === e.target.value) ?? null),
              )
            }
          >
            <option value="">
              {intl.formatMessage({ id: 'betslip.bonus.none', defaultMessage: 'No bonus' })}
            </option>
            {options.map((o) => (
              <option key={keyOf(o)} value={keyOf(o)}>
                {optionLabel(intl, o, money)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.bonusEffect} aria-live="polite" data-testid="betslip-bonus-effect">
        <Effect ticket={ticket} index={index} money={money} oddsType={oddsType} lootbox={lootbox?.name} />
      </div>
    </div>
  );
}

function Effect({
  ticket,
  index,
  money,
  oddsType,
  lootbox,
}: {
  ticket: Ticket;
  index: number;
  money: (minor: number) => string;
  oddsType: OddsType;
  lootbox: string | undefined;
}) {
  const intl = useIntl();
  const bet = ticket.bets[index]!;
  const bonus = bet.bonus;
  if (!bonus)
    return lootbox !== undefined ? (
      <span>
        <FormattedMessage
          id="betslip.bonus.lootbox"
          defaultMessage="Opens {name}"
          values={{ name: lootbox }}
        />
      </span>
    ) : null;
  if (hasFreebet(bet)) {
    if (!sentBonus(bet))
      return (
        <span className={styles.error} data-testid="betslip-bonus-unsuitable">
          <FormattedMessage id="betslip.bonus.unfit" defaultMessage="The free bet does not fit this bet." />
        </span>
      );
    // The win as the freebet's mode pays it (all-win with its stake, the others without).
    return (
      <span className={styles.bonusTag} data-testid="betslip-bonus-freebet">
        <FormattedMessage
          id="betslip.bonus.win"
          defaultMessage="Free bet: wins {amount}"
          values={{ amount: <bdi>{money(bonusReturns(bet).max)}</bdi> }}
        />
      </span>
    );
  }
  if (bonus.type === 'hunting' || bonus.type === 'tournament')
    return (
      <span className={styles.bonusTag} data-testid="betslip-bonus-counts">
        <FormattedMessage
          id="betslip.bonus.counts"
          defaultMessage="Counts for {name}"
          values={{ name: bonus.name ?? intl.formatMessage({ id: `betslip.bonus.kind.${bonus.type}` }) }}
        />
      </span>
    );
  // A comboboost the bet cannot reach (a system, more selections than its last range): its space
  // stays. Below its first range it says how many more selections would boost the combo.
  const effect = comboboostEffect(bet);
  if (!effect) return null;
  const { boost } = effect;
  return (
    <>
      {boost && (
        <span className={styles.bonusTag} data-testid="betslip-bonus-boost">
          <FormattedMessage
            id="betslip.bonus.boost"
            defaultMessage="Boost +{percent}"
            values={{ percent: <bdi>{boostPercent(intl, boost.bonusOdds)}</bdi> }}
          />
          {' · '}
          <span data-testid="betslip-boosted-odds" data-odds={boost.boostedOdds}>
            <FormattedMessage
              id="betslip.bonus.odds"
              defaultMessage="Boosted odds {odds}"
              values={{ odds: <bdi>{formatOdds(boost.boostedOdds, oddsType)}</bdi> }}
            />
          </span>
        </span>
      )}
      <span className={styles.muted} data-testid="betslip-bonus-counted">
        <FormattedMessage
          id="betslip.bonus.counted"
          defaultMessage="{counted}/{total} selections count"
          values={{ counted: effect.counted, total: effect.total }}
        />
        {effect.next && (
          <>
            {' · '}
            <FormattedMessage
              id="betslip.bonus.next"
              defaultMessage="{missing, plural, one {# more selection} other {# more selections}} for +{percent}"
              values={{
                missing: effect.next.missing,
                percent: <bdi>{boostPercent(intl, effect.next.bonusOdds)}</bdi>,
              }}
            />
          </>
        )}
      </span>
    </>
  );
}
