// /promotions (spec route table: promotions): the promo-code form and the signed-in player's
// bonuses, one list per kind (the five typed lists of section 7, a page at a time with "show
// more"), each card opening the bonus detail modal. Filters: available now or all (the whole
// page) and a status per list (lootboxes start filtered, spec section 4). A visitor sees the
// public offers with a sign-up call to action, then is told what signing in adds.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../core/auth';
import { Loading, SignInPrompt } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { formStyles as f } from '../../core/ui/forms';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { BonusCard } from './BonusCard';
import { BonusDetail } from './BonusDetail';
import { useBonusFormat } from './format';
import {
  COLLECTIONS,
  defaultStatusFilter,
  STATUS_FILTERS,
  type Bonus,
  type BonusCollection,
  type StatusFilter,
} from './kinds';
import { VisitorOffers } from './offers';
import { PromoCodeForm } from './PromoCodeForm';
import { fetchList, listKey, type Availability } from './queries';
import styles from './Bonuses.module.css';

const TITLE = { id: 'bonus.promotions', defaultMessage: 'Promotions' };

const AVAILABILITY: readonly Availability[] = ['all', 'available'];

export function PromotionsPage() {
  usePageTitle(TITLE);
  useBodyPage('promotions');
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage {...TITLE} />
      </h1>
      <PlayerBonuses />
    </section>
  );
}

/** The player's bonuses with the promo-code form, or for a visitor the public offers and the
 * sign-in prompt: the page's, and the "bonuses" content block's. */
export function PlayerBonuses() {
  const { status } = useAuth();
  return (
    <>
      {status === 'LOGGED_IN' ? (
        <Promotions />
      ) : status === 'NOT_LOGGED_IN' ? (
        <>
          <VisitorOffers />
          <SignInPrompt testId="promotions-visitor">
            <FormattedMessage
              id="bonus.promotions.visitor"
              defaultMessage="Sign in to see your free bets, combo boosts and tournaments, and to redeem a promo code."
            />
          </SignInPrompt>
        </>
      ) : (
        <Loading />
      )}
    </>
  );
}

function Promotions() {
  const intl = useIntl();
  const [availability, setAvailability] = useState<Availability>('all');
  const [detail, setDetail] = useState<Bonus | null>(null);
  return (
    <>
      <PromoCodeForm />
      <div
        role="group"
        className={styles.tabs}
        aria-label={intl.formatMessage({
          id: 'bonus.filter.availability',
          defaultMessage: 'Bonuses to show',
        })}
      >
        {AVAILABILITY.map((a) => (
          <button
            key={a}
            type="button"
            aria-pressed={availability === a}
            className={styles.tab}
            onClick={() => setAvailability(a)}
          >
            {intl.formatMessage({ id: `bonus.filter.${a}` })}
          </button>
        ))}
      </div>
      {COLLECTIONS.map((c) => (
        <BonusGroup key={c} collection={c} availability={availability} onDetails={setDetail} />
      ))}
      {detail && <BonusDetail bonus={detail} onClose={() => setDetail(null)} />}
    </>
  );
}

function BonusGroup({
  collection,
  availability,
  onDetails,
}: {
  collection: BonusCollection;
  availability: Availability;
  onDetails: (b: Bonus) => void;
}) {
  const intl = useIntl();
  const { sessionReady } = useAuth();
  const { locale } = useBonusFormat();
  const [status, setStatus] = useState<StatusFilter>(defaultStatusFilter(collection));
  const filter = { status, availability };
  const titleId = useId();
  const statusId = useId();
  const q = useInfiniteQuery({
    queryKey: listKey(collection, filter, locale),
    queryFn: ({ pageParam }) => fetchList(collection, filter, locale, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.lastPage ? last.pagination.page + 1 : undefined,
    enabled: sessionReady,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className={styles.group} aria-labelledby={titleId} data-testid={`bonus-group-${collection}`}>
      <div className={styles.groupHead}>
        <h2 id={titleId} className={styles.subhead}>
          {intl.formatMessage({ id: `bonus.collection.${collection}` })}
        </h2>
        <label className={styles.statusFilter} htmlFor={statusId}>
          <FormattedMessage id="bonus.filter.status" defaultMessage="Status" />
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({
                  id: s === 'all' || s === 'usable' ? `bonus.filter.${s}` : `bonus.status.${s}`,
                })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!q.data ? (
        q.isError ? (
          <LoadFailed query={q} />
        ) : (
          <Skeleton rows={2} height="8rem" />
        )
      ) : items.length === 0 ? (
        <EmptyState>
          <FormattedMessage id="bonus.empty" defaultMessage="None at the moment." />
        </EmptyState>
      ) : (
        <ul className={styles.cards}>
          {items.map((b) => (
            <li key={b.id}>
              <BonusCard bonus={b} onDetails={onDetails} />
            </li>
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <button
          type="button"
          className={`${f.secondary} ${styles.showMore}`}
          disabled={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
        >
          <FormattedMessage id="list.showMore" defaultMessage="Show more" />
        </button>
      )}
    </section>
  );
}
