// /profile, the player's account: their comp points with the progress through their level (the
// condition's min to max) and their status groups (spec sections 3 and 4). Both come with the
// profile load and are asked again on each visit, as settlements add points while away.
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatusGroup } from '../../api/platformTypes';
import { compPointsProgress } from '../../domain/account';
import { useAuth } from '../../core/auth';
import { useCompPoints, useStatusGroups } from '../../core/player';
import { RequireSignIn } from '../../core/RequireSignIn';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import { formStyles as f } from '../../core/ui/forms';
import { LoadFailed, Skeleton } from '../../core/ui/LoadState';
import styles from './Account.module.css';

const TITLE = { id: 'account.title', defaultMessage: 'My account' };

/** Status groups the site names in the player's language; an operator's own keep the server's name. */
const KNOWN_GROUPS = new Set(['bronze', 'silver', 'gold', 'platinum', 'spi_test', 'vip']);

export function groupName(intl: ReturnType<typeof useIntl>, g: StatusGroup): string {
  return KNOWN_GROUPS.has(g.id)
    ? intl.formatMessage({ id: `account.group.${g.id}`, defaultMessage: g.name })
    : g.name || g.id;
}

export function AccountPage() {
  usePageTitle(TITLE);
  useBodyPage('account');
  return (
    <section className={styles.page}>
      <h1>
        <FormattedMessage {...TITLE} />
      </h1>
      <RequireSignIn>
        <Account />
      </RequireSignIn>
    </section>
  );
}

function Account() {
  const intl = useIntl();
  const { status } = useAuth();
  const signedIn = status === 'LOGGED_IN';
  const points = useCompPoints(signedIn);
  const groups = useStatusGroups(signedIn);
  const cp = points.data;
  const progress = cp ? compPointsProgress(cp) : undefined;
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="account-points" data-testid="comp-points">
        <h2 id="account-points">
          <FormattedMessage id="account.comp-points.title" defaultMessage="Comp points" />
        </h2>
        {points.isError ? (
          <LoadFailed query={points} />
        ) : points.isPending ? (
          <Skeleton rows={2} height="2rem" />
        ) : !progress ? (
          <p className={f.muted}>
            <FormattedMessage
              id="account.comp-points.unavailable"
              defaultMessage="Comp points are not available right now."
            />
          </p>
        ) : (
          <>
            <p className={styles.points} data-testid="comp-points-value" data-points={progress.points}>
              <FormattedMessage
                id="account.comp-points.points"
                defaultMessage="{points, plural, one {# point} other {# points}}"
                values={{ points: progress.points }}
              />
            </p>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={intl.formatMessage({
                id: 'account.comp-points.progress',
                defaultMessage: 'Progress to the next level',
              })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
            >
              <span className={styles.fill} style={{ inlineSize: `${progress.percent}%` }} />
            </div>
            <p className={f.muted} data-testid="comp-points-next">
              {progress.top ? (
                <FormattedMessage id="account.comp-points.top" defaultMessage="You are on the top level." />
              ) : (
                <FormattedMessage
                  id="account.comp-points.next"
                  defaultMessage="{count, plural, one {# more point} other {# more points}} to the next level ({next})"
                  values={{ count: progress.toNext, next: progress.next }}
                />
              )}
            </p>
            <p className={f.muted}>
              <FormattedMessage
                id="account.comp-points.how"
                defaultMessage="Every euro you stake (or its equivalent) earns a point once the bet settles. Free bets, void bets and cash-outs earn none."
              />
            </p>
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="account-groups">
        <h2 id="account-groups">
          <FormattedMessage id="account.groups.title" defaultMessage="Status groups" />
        </h2>
        {groups.data ? (
          <ul className={styles.groups} data-testid="status-groups">
            {groups.data.map((g) => (
              <li key={g.id} className={styles.group} data-group={g.id}>
                {groupName(intl, g)}
              </li>
            ))}
          </ul>
        ) : groups.isError ? (
          <LoadFailed query={groups} />
        ) : (
          <Skeleton rows={1} height="2rem" />
        )}
      </section>
    </div>
  );
}
