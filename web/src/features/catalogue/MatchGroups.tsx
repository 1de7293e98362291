import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Match } from '../../api/types';
import { MatchRow } from './MatchRow';
import styles from './MatchGroups.module.css';

type By = 'sport' | 'league';

/** Matches grouped by sport or by league, keeping the list's order within and between groups. */
export function MatchGroups({
  matches,
  by,
  loading,
}: {
  matches: Match[] | undefined;
  by: By;
  loading?: boolean;
}) {
  if (!matches) return loading ? <Skeleton /> : null;
  if (matches.length === 0)
    return (
      <p className={styles.empty}>
        <FormattedMessage id="list.empty" defaultMessage="No matches right now" />
      </p>
    );
  const groups = new Map<string, { title: string; href: string; matches: Match[] }>();
  for (const m of matches) {
    const key = by === 'sport' ? m.sport.key : `${m.sport.key}/${m.league.slug}`;
    const title = by === 'sport' ? m.sport.name : `${m.category.name} · ${m.league.name}`;
    const href = by === 'sport' ? `/${m.sport.key}` : `/${m.sport.key}/${m.league.slug}`;
    const g = groups.get(key) ?? { title, href, matches: [] };
    g.matches.push(m);
    groups.set(key, g);
  }
  return (
    <>
      {[...groups.entries()].map(([key, g]) => (
        <section key={key} className={styles.group}>
          <h3 className={styles.title}>
            <Link to={g.href}>{g.title}</Link>
          </h3>
          {g.matches.map((m) => (
            <MatchRow key={m.matchId} match={m} />
          ))}
        </section>
      ))}
    </>
  );
}

function Skeleton() {
  return (
    <div aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}
