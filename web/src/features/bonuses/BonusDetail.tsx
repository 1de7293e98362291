// The spec's "bonus detail" modal: the bonus as the server has it now, the figures of its kind,
// its terms in the page's language, and what the player can do with it: activate a hunting or a
// tournament, boost a freebet the hunting farmed. Refusals show their translated message key.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError, formStyles as f } from '../../core/ui/forms';
import { LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { Modal } from '../../core/ui/Modal';
import { BonusBanner, Headline, KindBadge, StatusBadge, ValidTo } from './BonusCard';
import { useBonusFormat } from './format';
import { BONUSES_KEY } from './keys';
import { collectionOf, needsActivation, prizeChances, type Bonus } from './kinds';
import {
  activateBonus,
  bonusKey,
  boostFreebet,
  fetchBonus,
  fetchRating,
  fetchTerms,
  ratingKey,
  termsKey,
} from './queries';
import styles from './Bonuses.module.css';

export function BonusDetail({ bonus: given, onClose }: { bonus: Bonus; onClose: () => void }) {
  const { locale } = useBonusFormat();
  const collection = collectionOf(given.type);
  const qc = useQueryClient();
  // Shown at once from the card, then as the server has it now (pool, points, status).
  const { data: bonus = given } = useQuery({
    queryKey: bonusKey(collection, given.id, locale),
    queryFn: () => fetchBonus(collection, given.id, locale),
    placeholderData: given,
    staleTime: 0,
  });
  const terms = useQuery({
    queryKey: termsKey(collection, given.id, locale),
    queryFn: () => fetchTerms(collection, given.id, locale),
  });
  // A hunting and a tournament of the same player may exclude each other: activating one
  // refreshes every bonus list, both of theirs included.
  const activate = useMutation({
    mutationFn: () => activateBonus(bonus.id, locale),
    onSuccess: (b) => {
      qc.setQueryData(bonusKey(collection, b.id, locale), b);
      void qc.invalidateQueries({ queryKey: BONUSES_KEY });
    },
  });

  const termsId = useId();
  return (
    <Modal
      name="bonusDetail"
      title={<bdi>{bonus.name}</bdi>}
      onClose={onClose}
      size="wide"
      testId="bonus-detail"
    >
      <div className={styles.detail}>
        <BonusBanner bonus={bonus} />
        <div className={styles.badges}>
          <KindBadge bonus={bonus} />
          <StatusBadge bonus={bonus} />
        </div>
        <p className={styles.headline}>
          <Headline bonus={bonus} />
        </p>
        {bonus.details && <p dir="auto">{bonus.details}</p>}
        <p className={f.muted}>
          <ValidTo bonus={bonus} />
        </p>
        <KindFigures bonus={bonus} />
        {needsActivation(bonus) && (
          <div className={f.actions}>
            <button
              type="button"
              className={f.primary}
              disabled={activate.isPending}
              onClick={() => activate.mutate()}
            >
              <FormattedMessage id="bonus.activate" defaultMessage="Activate" />
            </button>
          </div>
        )}
        <FormError error={activate.error} />
        <section aria-labelledby={termsId} className={styles.terms}>
          <h3 id={termsId} className={styles.subhead}>
            <FormattedMessage id="bonus.terms" defaultMessage="Terms" />
          </h3>
          {terms.data !== undefined ? (
            <p data-testid="bonus-terms" dir="auto">
              {terms.data}
            </p>
          ) : terms.isError ? (
            <LoadFailed query={terms} />
          ) : (
            <Skeleton rows={2} height="1.25rem" />
          )}
        </section>
      </div>
    </Modal>
  );
}

function Figures({ children }: { children: ReactNode }) {
  return <dl className={styles.figures}>{children}</dl>;
}

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function KindFigures({ bonus }: { bonus: Bonus }) {
  if (bonus.comboboost) return <ComboboostFigures bonus={bonus} comboboost={bonus.comboboost} />;
  if (bonus.freebet) return <FreebetFigures freebet={bonus.freebet} />;
  if (bonus.farming) return <FarmingFigures bonus={bonus} farming={bonus.farming} />;
  if (bonus.lootbox) return <LootboxFigures lootbox={bonus.lootbox} />;
  return null;
}

function ComboboostFigures({
  bonus,
  comboboost,
}: {
  bonus: Bonus;
  comboboost: NonNullable<Bonus['comboboost']>;
}) {
  const fmt = useBonusFormat();
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="bonus.selections" defaultMessage="Selections" />
            </th>
            <th scope="col">
              <FormattedMessage id="bonus.boost" defaultMessage="Boost" />
            </th>
          </tr>
        </thead>
        <tbody>
          {comboboost.ranges.map((r) => (
            <tr key={r.minCount}>
              <td>
                <FormattedMessage
                  id="bonus.range"
                  defaultMessage="{from} to {to}"
                  values={{ from: r.minCount, to: r.maxCount }}
                />
              </td>
              <td>
                <bdi dir="ltr">{fmt.boost((r.bonusOdds - 1000) / 1000)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Figures>
        <Figure label={<FormattedMessage id="bonus.min-odds" defaultMessage="Minimum odds per selection" />}>
          {fmt.odds(comboboost.minOdds)}
        </Figure>
        <Figure label={<FormattedMessage id="bonus.uses" defaultMessage="Boosted bets" />}>
          {comboboost.usesCount > 0 ? (
            <FormattedMessage
              id="bonus.uses.count"
              defaultMessage="{used} of {count}"
              values={{ used: bonus.issued.timesUsed, count: comboboost.usesCount }}
            />
          ) : (
            <FormattedMessage id="bonus.uses.unlimited" defaultMessage="Unlimited" />
          )}
        </Figure>
      </Figures>
    </>
  );
}

function FreebetFigures({ freebet }: { freebet: NonNullable<Bonus['freebet']> }) {
  const fmt = useBonusFormat();
  const intl = useIntl();
  const mode = freebet.type === 'freebet' ? 'freebet_only_win' : freebet.type;
  const min = freebet.minOdds > 0 ? fmt.odds(freebet.minOdds) : null;
  const max = freebet.maxOdds > 0 ? fmt.odds(freebet.maxOdds) : null;
  return (
    <>
      <p data-testid="bonus-pays">{intl.formatMessage({ id: `bonus.pays.${mode}` })}</p>
      <Figures>
        <Figure label={<FormattedMessage id="bonus.stake" defaultMessage="Stake" />}>
          {fmt.money(freebet.amount, freebet.currency)}
        </Figure>
        <Figure label={<FormattedMessage id="bonus.odds" defaultMessage="Odds" />}>
          {min && max ? (
            <FormattedMessage
              id="bonus.range"
              defaultMessage="{from} to {to}"
              values={{ from: min, to: max }}
            />
          ) : min ? (
            <FormattedMessage id="bonus.from" defaultMessage="From {value}" values={{ value: min }} />
          ) : max ? (
            <FormattedMessage id="bonus.up-to" defaultMessage="Up to {value}" values={{ value: max }} />
          ) : (
            <FormattedMessage id="bonus.any" defaultMessage="Any" />
          )}
        </Figure>
        <Figure label={<FormattedMessage id="bonus.selections" defaultMessage="Selections" />}>
          <FormattedMessage
            id="bonus.range"
            defaultMessage="{from} to {to}"
            values={{ from: Math.max(1, freebet.selectionCountFrom), to: freebet.selectionCountTo || '∞' }}
          />
        </Figure>
        <Figure label={<FormattedMessage id="bonus.match-status" defaultMessage="Matches" />}>
          {intl.formatMessage({
            id: `bonus.match-status.${['prematch', 'live'].includes(freebet.matchStatus) ? freebet.matchStatus : 'any'}`,
          })}
        </Figure>
      </Figures>
    </>
  );
}

function FarmingFigures({ bonus, farming }: { bonus: Bonus; farming: NonNullable<Bonus['farming']> }) {
  const fmt = useBonusFormat();
  const { stats } = farming;
  const tournament = bonus.type === 'tournament';
  return (
    <>
      <Figures>
        {tournament && (
          <Figure label={<FormattedMessage id="bonus.pool" defaultMessage="Prize pool" />}>
            <span data-testid="bonus-detail-pool">{fmt.money(farming.pool ?? 0, farming.currency)}</span>
          </Figure>
        )}
        <Figure label={<FormattedMessage id="bonus.points" defaultMessage="Points" />}>{stats.points}</Figure>
        <Figure
          label={<FormattedMessage id="bonus.points.potential" defaultMessage="Points from open bets" />}
        >
          <span data-testid="bonus-detail-potential-points">{stats.potentialPoints}</span>
        </Figure>
        {!tournament && (
          <>
            <Figure label={<FormattedMessage id="bonus.points.available" defaultMessage="Points to spend" />}>
              {stats.availablePoints}
            </Figure>
            <Figure
              label={<FormattedMessage id="bonus.points.target" defaultMessage="Points per free bet" />}
            >
              {farming.targetPoints}
            </Figure>
            <Figure
              label={<FormattedMessage id="bonus.potential-freebets" defaultMessage="Free bets on the way" />}
            >
              {fmt.money(stats.potentialFreebetAmount, farming.currency)}
            </Figure>
          </>
        )}
        <Figure label={<FormattedMessage id="bonus.bets-count" defaultMessage="Bets counted" />}>
          {stats.betsCount}
        </Figure>
        <Figure label={<FormattedMessage id="bonus.average-stake" defaultMessage="Average stake" />}>
          {fmt.money(stats.averageStake, farming.currency)}
        </Figure>
        <Figure label={<FormattedMessage id="bonus.farmed-events" defaultMessage="Events counted" />}>
          {farming.farmedEventIds.length}
        </Figure>
      </Figures>
      {farming.freebetsToBoost.length > 0 && (
        <ul className={styles.boosts}>
          {farming.freebetsToBoost.map((id) => (
            <BoostRow key={id} id={id} />
          ))}
        </ul>
      )}
      {tournament && <Rating bonus={bonus} />}
    </>
  );
}

/** A freebet the hunting farmed, which the player may boost once with points. */
function BoostRow({ id }: { id: string }) {
  const fmt = useBonusFormat();
  const qc = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const freebet = useQuery({
    queryKey: bonusKey('freebets', id, fmt.locale),
    queryFn: () => fetchBonus('freebets', id, fmt.locale),
  });
  const boost = useMutation({
    mutationFn: () => boostFreebet(id, fmt.locale),
    onMutate: () => setError(null),
    onError: setError,
    onSuccess: () => void qc.invalidateQueries({ queryKey: BONUSES_KEY }),
  });
  const fb = freebet.data?.freebet;
  if (!fb) return null;
  return (
    <li className={styles.boostRow}>
      <span>
        {fb.boost ? (
          <FormattedMessage
            id="bonus.boost.offer"
            defaultMessage="{amount} free bet: ×{multiplier} for {points} points"
            values={{
              amount: fmt.money(fb.amount, fb.currency),
              multiplier: fb.boost.multiplier / 1000,
              points: fb.boost.points,
            }}
          />
        ) : (
          fmt.money(fb.amount, fb.currency)
        )}
      </span>
      <button
        type="button"
        className={f.secondary}
        disabled={boost.isPending || fb.boosted}
        onClick={() => boost.mutate()}
      >
        <FormattedMessage id="bonus.boost" defaultMessage="Boost" />
      </button>
      <FormError error={error} />
    </li>
  );
}

function Rating({ bonus }: { bonus: Bonus }) {
  const fmt = useBonusFormat();
  const rating = useQuery({
    queryKey: ratingKey(bonus.campaignId, bonus.id),
    queryFn: () => fetchRating(bonus.id),
  });
  const r = rating.data;
  const headId = useId();
  return (
    <section aria-labelledby={headId}>
      <h3 id={headId} className={styles.subhead}>
        <FormattedMessage id="bonus.rating" defaultMessage="Rating" />
      </h3>
      {!r ? (
        rating.isError ? (
          <LoadFailed query={rating} />
        ) : (
          <Skeleton rows={3} height="1.5rem" />
        )
      ) : r.items.length === 0 ? (
        <p className={f.muted}>
          <FormattedMessage id="bonus.rating.empty" defaultMessage="No one has scored yet." />
        </p>
      ) : (
        <table className={styles.table} data-testid="bonus-rating">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="bonus.rating.rank" defaultMessage="Rank" />
              </th>
              <th scope="col">
                <FormattedMessage id="bonus.rating.player" defaultMessage="Player" />
              </th>
              <th scope="col">
                <FormattedMessage id="bonus.points" defaultMessage="Points" />
              </th>
              <th scope="col">
                <FormattedMessage id="bonus.prize" defaultMessage="Prize" />
              </th>
            </tr>
          </thead>
          <tbody>
            {r.items.map((e) => (
              <tr key={e.rank} data-me={e.me} aria-current={e.me ? 'true' : undefined}>
                <td>{e.rank}</td>
                <td>
                  {e.me ? (
                    <strong>
                      <FormattedMessage id="bonus.rating.you" defaultMessage="You" />
                    </strong>
                  ) : (
                    <bdi>{e.userHash}</bdi>
                  )}
                </td>
                <td>{e.points}</td>
                <td>{e.prize > 0 ? fmt.money(e.prize, r.currency) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function LootboxFigures({ lootbox }: { lootbox: NonNullable<Bonus['lootbox']> }) {
  const fmt = useBonusFormat();
  return (
    <>
      <p>
        <FormattedMessage
          id="bonus.lootbox.opens"
          defaultMessage="Opens on your next bet of {amount} or more placed without another bonus."
          values={{ amount: fmt.money(lootbox.minStake, lootbox.currency) }}
        />
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="bonus.prize" defaultMessage="Prize" />
            </th>
            <th scope="col">
              <FormattedMessage id="bonus.chance" defaultMessage="Chance" />
            </th>
          </tr>
        </thead>
        <tbody>
          {prizeChances(lootbox.prizes).map((p, i) => (
            <tr key={i}>
              <td>
                {p.freebetAmount > 0 ? (
                  fmt.money(p.freebetAmount, lootbox.currency)
                ) : (
                  <FormattedMessage id="bonus.prize.none" defaultMessage="No prize" />
                )}
              </td>
              <td>{fmt.percent(p.chance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
