// The jackpot content blocks (spec section 2, CMS 'jackpot banner' and 'jackpot leaderboard'):
// the jackpot banner (its name, the total that can be won ticking up, and each active level's
// pool) and the leaderboard of the latest hits (level, win, the player's user hash, time). Loaded
// after the first screen.
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleState } from '../../core/locale';
import { useDateFormats } from '../../core/dateFormats';
import { formatMoney } from '../../domain/money';
import { useAuth } from '../../core/auth';
import { TickingMoney } from './TickingMoney';
import { useJackpots, useLatestHits, type Jackpot, type JackpotHit } from './queries';
import styles from './Jackpots.module.css';

/** The banner of each jackpot running, or of the one named. A block naming one jackpot reads it
 * from GET /jackpots too, not GET /jackpots/{id}: the list is the one query every jackpot part of
 * the page shares and polls (card, leaderboard, slip), so asking for one jackpot as well would be
 * a second request and a second poll for what the page already holds (issue 28 item 3). */
export function JackpotBanners({ jackpotId }: { jackpotId?: string | undefined }) {
  const signedIn = useAuth().status === 'LOGGED_IN';
  const { data: jackpots = [] } = useJackpots(signedIn);
  const shown = jackpots.filter((j) => jackpotId === undefined || j.id === jackpotId);
  if (shown.length === 0) return null;
  return (
    <div className={styles.blocks}>
      {shown.map((j) => (
        <Banner key={j.id} jackpot={j} />
      ))}
    </div>
  );
}

/** The latest hits, while a jackpot runs (of the one named, when one is). */
export function JackpotLeaderboard({ jackpotId }: { jackpotId?: string | undefined }) {
  const signedIn = useAuth().status === 'LOGGED_IN';
  const { data: jackpots = [] } = useJackpots(signedIn);
  const { data: hits } = useLatestHits(signedIn, jackpotId);
  if (!jackpots.some((j) => jackpotId === undefined || j.id === jackpotId)) return null;
  return <Leaderboard hits={hits ?? []} />;
}

function Banner({ jackpot }: { jackpot: Jackpot }) {
  const headingId = `jackpot-${jackpot.id}`;
  return (
    <section className={styles.banner} aria-labelledby={headingId} data-testid="jackpot-banner">
      <h2 id={headingId} className={styles.name}>
        {jackpot.name}
      </h2>
      <p className={styles.total} data-testid="jackpot-total">
        <TickingMoney amount={jackpot.amount} currency={jackpot.currency} subunits={jackpot.subunits} />
      </p>
      <ul className={styles.levels}>
        {jackpot.levels
          .filter((l) => l.active)
          .map((l) => (
            <li key={l.name} className={styles.level}>
              <span className={styles.levelName}>{l.title}</span>
              <TickingMoney amount={l.poolAmount} currency={jackpot.currency} subunits={jackpot.subunits} />
            </li>
          ))}
      </ul>
    </section>
  );
}

function Leaderboard({ hits }: { hits: JackpotHit[] }) {
  const intl = useIntl();
  const { locale } = useLocaleState();
  const formats = useDateFormats();
  return (
    <section className={styles.leaderboard} data-testid="jackpot-leaderboard">
      <h2 className={styles.leaderboardTitle}>
        <FormattedMessage id="jackpot.leaderboard.title" defaultMessage="Latest jackpot wins" />
      </h2>
      {hits.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="jackpot.leaderboard.empty" defaultMessage="No jackpot wins yet." />
        </p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                {intl.formatMessage({ id: 'jackpot.leaderboard.level', defaultMessage: 'Level' })}
              </th>
              <th scope="col">
                {intl.formatMessage({ id: 'jackpot.leaderboard.amount', defaultMessage: 'Win' })}
              </th>
              <th scope="col">
                {intl.formatMessage({ id: 'jackpot.leaderboard.player', defaultMessage: 'Player' })}
              </th>
              <th scope="col">
                {intl.formatMessage({ id: 'jackpot.leaderboard.time', defaultMessage: 'Time' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {hits.map((h) => (
              <tr key={h.id}>
                <td>{h.levelTitle}</td>
                <td className={styles.num}>
                  {formatMoney(h.amount, { code: h.currency, subunits: h.subunits }, locale)}
                </td>
                <td>
                  <bdi className={styles.hash}>{h.userHash}</bdi>
                </td>
                <td>
                  <time dateTime={h.createdAt}>{formats.dateTime(h.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
