// A bonus card: banner (when the campaign has one), kind and the player's status, name, the
// kind's headline figure, valid-to, and a button to the detail modal.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formStyles as f } from '../../core/ui/forms';
import { useBonusFormat } from './format';
import { bestBoost, kindMessageId, statusMessageId, type Bonus } from './kinds';
import styles from './Bonuses.module.css';

export function BonusBanner({ bonus }: { bonus: Pick<Bonus, 'banners'> }) {
  const { desktop, mobile } = bonus.banners;
  if (!desktop && !mobile) return null;
  return (
    <picture className={styles.banner}>
      {desktop && <source media="(min-width: 768px)" srcSet={desktop} />}
      <img src={mobile || desktop} alt="" loading="lazy" />
    </picture>
  );
}

export function KindBadge({ bonus }: { bonus: Pick<Bonus, 'type'> }) {
  const intl = useIntl();
  return (
    <span className={styles.kind} data-testid="bonus-kind">
      {intl.formatMessage({ id: kindMessageId(bonus.type) })}
    </span>
  );
}

export function StatusBadge({ bonus }: { bonus: Bonus }) {
  const intl = useIntl();
  return (
    <span className={styles.status} data-status={bonus.userBonusStatus} data-testid="bonus-status">
      {intl.formatMessage({ id: statusMessageId(bonus.userBonusStatus) })}
    </span>
  );
}

/** What the bonus gives, in one line. */
export function Headline({ bonus }: { bonus: Bonus }) {
  const fmt = useBonusFormat();
  const { freebet, comboboost, farming, lootbox } = bonus;
  if (freebet) return <>{fmt.money(freebet.amount, freebet.currency)}</>;
  if (comboboost)
    return (
      <FormattedMessage
        id="bonus.card.boost"
        defaultMessage="Up to {percent} on combos"
        values={{ percent: <bdi dir="ltr">{fmt.boost(bestBoost(comboboost.ranges))}</bdi> }}
      />
    );
  if (bonus.type === 'tournament' && farming)
    return (
      <FormattedMessage
        id="bonus.card.pool"
        defaultMessage="Prize pool {amount}"
        values={{
          amount: <span data-testid="bonus-pool">{fmt.money(farming.pool ?? 0, farming.currency)}</span>,
        }}
      />
    );
  if (farming)
    return (
      <FormattedMessage
        id="bonus.card.hunting"
        defaultMessage="A {amount} free bet every {points} points"
        values={{
          amount: fmt.money(farming.freebetAmount ?? 0, farming.currency),
          points: farming.targetPoints,
        }}
      />
    );
  if (lootbox)
    return (
      <FormattedMessage
        id="bonus.card.lootbox"
        defaultMessage="A free bet of up to {amount}"
        values={{
          amount: fmt.money(Math.max(0, ...lootbox.prizes.map((p) => p.freebetAmount)), lootbox.currency),
        }}
      />
    );
  return null;
}

export function ValidTo({ bonus }: { bonus: Bonus }) {
  const fmt = useBonusFormat();
  return (
    <FormattedMessage
      id="bonus.valid-to"
      defaultMessage="Valid until {date}"
      values={{ date: fmt.date(bonus.validTo) }}
    />
  );
}

export function BonusCard({ bonus, onDetails }: { bonus: Bonus; onDetails: (b: Bonus) => void }) {
  const nameId = useId();
  return (
    <article
      className={styles.card}
      aria-labelledby={nameId}
      data-testid="bonus-card"
      data-kind={bonus.type}
      data-status={bonus.userBonusStatus}
    >
      <BonusBanner bonus={bonus} />
      <div className={styles.badges}>
        <KindBadge bonus={bonus} />
        <StatusBadge bonus={bonus} />
      </div>
      <h3 className={styles.name} id={nameId}>
        <bdi>{bonus.name}</bdi>
      </h3>
      <p className={styles.headline} data-testid="bonus-headline">
        <Headline bonus={bonus} />
      </p>
      <p className={f.muted}>
        <ValidTo bonus={bonus} />
      </p>
      <button
        type="button"
        className={`${f.secondary} ${styles.more}`}
        onClick={() => onDetails(bonus)}
        aria-describedby={nameId}
      >
        <FormattedMessage id="bonus.details" defaultMessage="Details" />
      </button>
    </article>
  );
}
