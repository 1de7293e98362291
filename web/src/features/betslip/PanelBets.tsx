// The slip's MY_BETS tab: the signed-in player's open bets (GET /bets?status=open, the spec's page
// size of 500) as the same cards as the bets-history page, with their cash-out offers, kept live by
// the same realtime patches; a link leads to the whole history.
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalLink } from '../../core/links';
import { useAuth } from '../../core/auth';
import { BetCards, betsKey, fetchBets, useUnseenBets, type BetFilter } from '../mybets';
import styles from './BetSlip.module.css';

const OPEN: BetFilter = { status: 'open', result: 'all', page: 1 };
const PAGE_SIZE = 500;

/** The MY_BETS tab's count of settled bets the player has not seen yet (none shows nothing). */
export function UnseenCount() {
  const intl = useIntl();
  const { profile, sessionReady } = useAuth();
  const count = useUnseenBets(profile?.id, sessionReady);
  if (!count) return null;
  const label = intl.formatMessage(
    {
      id: 'account.bets.unseen-count',
      defaultMessage: '{count, plural, one {# new result} other {# new results}}',
    },
    { count },
  );
  return (
    <span className={styles.unseen} data-testid="unseen-bets-count" aria-label={label} title={label}>
      {count}
    </span>
  );
}

export function PanelBets() {
  const { status, profile, sessionReady } = useAuth();
  const q = useQuery({
    queryKey: betsKey(profile?.id, OPEN, PAGE_SIZE),
    queryFn: () => fetchBets(OPEN, PAGE_SIZE),
    enabled: status === 'LOGGED_IN' && sessionReady,
    staleTime: 0,
  });
  if (status !== 'LOGGED_IN')
    return (
      <p className={styles.note}>
        <FormattedMessage id="betslip.sign-in-for-bets" defaultMessage="Sign in to see your bets." />
      </p>
    );
  const items = q.data?.items;
  return (
    <div className={styles.panelBets} aria-busy={q.isFetching}>
      {q.error ? (
        <p className={styles.error} role="alert">
          <FormattedMessage id="global-error.default.title" defaultMessage="Something went wrong" />
        </p>
      ) : !items ? (
        <p className={styles.note} role="status">
          <FormattedMessage id="loading" defaultMessage="Loading…" />
        </p>
      ) : items.length === 0 ? (
        <p className={styles.note} data-testid="bets-empty">
          <FormattedMessage id="betslip.no-open-bets" defaultMessage="You have no open bets." />
        </p>
      ) : (
        <BetCards bets={items} />
      )}
      <LocalLink to="/profile/bets" className={styles.allBets}>
        <FormattedMessage id="betslip.open-my-bets" defaultMessage="See all my bets" />
      </LocalLink>
    </div>
  );
}
