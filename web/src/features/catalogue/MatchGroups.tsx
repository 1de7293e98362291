import { memo, Suspense, useMemo, type ReactNode } from 'react';
import type { Match } from '../../api/types';
import { ListState } from '../../core/ui/ErrorPages';
import type { EmptyWhy } from '../../core/ui/ListState';
import type { Retryable } from '../../core/ui/LoadState';
import { useMatchVisibility } from '../../core/featureFlags';
import { LocalLink } from '../../core/links';
import { isMatchVisible } from '../../domain/featureFlags';
import { useSlots } from '../../core/slots';
import { Part } from '../../core/parts';
import { MatchRow, RowRoom } from './MatchRow';
import styles from './MatchGroups.module.css';

type By = 'sport' | 'league';

/** A list's rows on its first screen (internal/firstpaint firstScreenRows): those past it are drawn
 * later, each in its room (core/parts), and the server paints only their rooms. */
export const FIRST_SCREEN_ROWS = 10;

interface Group {
  key: string;
  first: Match;
  matches: Match[];
}

/** Groups matches by sport or by league, keeping the list's order within and between groups. */
export function groupMatches(matches: readonly Match[], by: By): Group[] {
  const groups = new Map<string, Group>();
  for (const m of matches) {
    const key = by === 'sport' ? m.sport.key : `${m.sport.key}/${m.league.id}`;
    const g = groups.get(key) ?? { key, first: m, matches: [] };
    g.matches.push(m);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** A group's title, with links to its sport's page, or its country's and league's, and their
 * favourite star: drawn once, not again with each odds move in the group (the query cache keeps an
 * unchanged sport, country or league the same object). */
const GroupHead = memo(function GroupHead({
  sport,
  category,
  league,
  by,
}: Pick<Match, 'sport' | 'category' | 'league'> & { by: By }) {
  const { favouriteStar: Star } = useSlots();
  return (
    <div className={styles.head}>
      <h3 className={styles.title}>
        {by === 'sport' ? (
          <LocalLink to={`/${sport.key}`}>{sport.name}</LocalLink>
        ) : (
          <>
            <LocalLink to={`/${sport.key}/${category.slug}`} data-testid="category-link">
              {category.name}
            </LocalLink>
            <span aria-hidden="true"> · </span>
            <LocalLink to={`/${sport.key}/${league.slug}`} data-testid="league-link">
              {league.name}
            </LocalLink>
          </>
        )}
      </h3>
      {Star &&
        (by === 'league' ? (
          <Star type="tournaments" id={league.id} name={league.name} />
        ) : (
          <Star type="sports" id={sport.id} name={sport.name} />
        ))}
    </div>
  );
});

/** A row in its part (core/parts): drawn again only when its match changed. */
const GroupRow = memo(function GroupRow({ match, later }: { match: Match; later: boolean }) {
  return (
    <Part later={later} room={<RowRoom />}>
      <MatchRow match={match} />
    </Part>
  );
});

/** One group: its title and its rows. Drawn again only when one of its matches changed, so that an
 * odds move draws its own group alone, not every group of the list, and in it the row that moved. */
const GroupSection = memo(
  function GroupSection({ group: g, by, first }: { group: Group; by: By; first: number }) {
    return (
      <section className={styles.group} data-testid="match-group">
        <GroupHead sport={g.first.sport} category={g.first.category} league={g.first.league} by={by} />
        {g.matches.map((m, i) => (
          <GroupRow key={m.matchId} match={m} later={first + i >= FIRST_SCREEN_ROWS} />
        ))}
      </section>
    );
  },
  (a, b) =>
    a.by === b.by &&
    a.first === b.first &&
    a.group.matches.length === b.group.matches.length &&
    a.group.matches.every((m, i) => m === b.group.matches[i]),
);

/** Matches grouped by sport or by league, each group titled with links to its pages and the
 * league's or sport's favourite star. Skeleton rows while `loading`; when its `query` failed, a
 * message with Retry; when it has no match, why (`empty`) and the next step (`action`, or the
 * reason's own: ListState). */
export function MatchGroups({
  matches,
  by,
  loading,
  query,
  empty,
  action,
}: {
  matches: Match[] | undefined;
  by: By;
  loading?: boolean;
  query?: Retryable;
  empty?: EmptyWhy;
  action?: ReactNode;
}) {
  // custom_sport_type_providers: only the match events of visible sport types and providers.
  const visibility = useMatchVisibility();
  const shown = useMemo(
    () =>
      visibility.all ? matches : matches?.filter((m) => isMatchVisible(visibility, m.sport.type, m.provider)),
    [matches, visibility],
  );
  const groups = useMemo(() => (shown ? groupMatches(shown, by) : []), [shown, by]);
  // Each group's first row's place in the list.
  const firsts = useMemo(
    () => groups.map((_, i) => groups.slice(0, i).reduce((n, g) => n + g.matches.length, 0)),
    [groups],
  );
  if (shown?.length)
    return (
      <>
        {groups.map((g, i) => (
          <GroupSection key={g.key} group={g} by={by} first={firsts[i] ?? 0} />
        ))}
      </>
    );
  // In the room its message will take (the server paints that room for an empty list).
  if (shown || query?.isError)
    return (
      <Suspense fallback={<div className={styles.state} />}>
        <ListState query={query} why={empty} action={action} />
      </Suspense>
    );
  return loading ? <MatchListSkeleton /> : null;
}

/** Rows of the same height as real ones, so nothing moves when the list arrives. */
export function MatchListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-busy="true" className={styles.group}>
      <div className={styles.head} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  );
}
