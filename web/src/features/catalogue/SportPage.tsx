import { Suspense, useState } from 'react';
import { useSlots } from '../../core/slots';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type {
  Category,
  CategoryList,
  MatchList,
  SportList,
  Tournament,
  TournamentList,
} from '../../api/types';
import { LocalLink } from '../../core/links';
import { pageRequests, REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { ListState, NotFoundPage } from '../../core/ui/ErrorPages';
import type { Retryable } from '../../core/ui/LoadState';
import { retryAll } from '../../core/ui/retryAll';
import { MatchGroups, MatchListSkeleton } from './MatchGroups';
import chips from '../../core/ui/Chips.module.css';
import styles from './SportPage.module.css';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';

/** A sport's pages: all its matches (/{sport}), and its special page keys (spec section 2): its
 * top leagues' next matches (/{sport}/top), its outrights, the league winners (/{sport}/outrights),
 * and the player's favourites among its matches (/{sport}/favorites). The key 'all' is the sport
 * page itself (the server redirects /{sport}/all there). */
export type SportView = 'all' | 'top' | 'outrights' | 'favorites';

const VIEWS: readonly SportView[] = ['all', 'top', 'outrights', 'favorites'];
const VIEW_PAGE = {
  all: 'sport',
  top: 'sportTop',
  outrights: 'sportOutrights',
  favorites: 'sportFavorites',
} as const;
const VIEW_NAME = {
  all: { id: 'sport.view.all', defaultMessage: 'All' },
  top: { id: 'sport.view.top', defaultMessage: 'Top' },
  outrights: { id: 'match.outrights', defaultMessage: 'Outrights' },
  favorites: { id: 'favourites.title', defaultMessage: 'Favourites' },
} as const;

function SportViews({ sportKey, view }: { sportKey: string; view: SportView }) {
  const intl = useIntl();
  return (
    <nav
      className={chips.filter}
      aria-label={intl.formatMessage({ id: 'sport.view.label', defaultMessage: 'Show' })}
      data-testid="sport-views"
    >
      {VIEWS.map((v) => (
        <LocalLink
          key={v}
          to={v === 'all' ? `/${sportKey}` : `/${sportKey}/${v}`}
          className={chips.chip}
          aria-current={v === view ? 'page' : undefined}
          data-view={v}
        >
          {intl.formatMessage(VIEW_NAME[v])}
        </LocalLink>
      ))}
    </nav>
  );
}

export function SportPage({ view = 'all' }: { view?: SportView }) {
  const intl = useIntl();
  const { sportFavourites: SportFavourites } = useSlots();
  const { sport: key = '' } = useParams();
  const sports = useApi<SportList>(REQUEST.sports);
  const [matchesRequest] = pageRequests(VIEW_PAGE[view], { sport: key });
  const [, categoriesRequest, tournamentsRequest] = pageRequests('sport', { sport: key });
  const sport = sports.data?.data.find((s) => s.key === key);
  const matches = useApi<MatchList>(sport ? (matchesRequest ?? null) : null);
  const categories = useApi<CategoryList>(sport && view === 'all' ? (categoriesRequest ?? null) : null);
  const tournaments = useApi<TournamentList>(sport && view === 'all' ? (tournamentsRequest ?? null) : null);
  usePageTitle(
    sport && (view === 'all' ? sport.name : `${sport.name} · ${intl.formatMessage(VIEW_NAME[view])}`),
  );
  useBodyPage(sports.data && !sport ? 'notFound' : VIEW_PAGE[view]);
  if (sports.data && !sport) return <NotFoundPage />;
  return (
    <>
      <h1>{sport?.name ?? '\u00a0'}</h1>
      <SportViews sportKey={key} view={view} />
      {view === 'all' && (
        <CategoryLeagues
          sportKey={key}
          categories={categories.data?.data}
          tournaments={tournaments.data?.data}
          query={retryAll(categories, tournaments)}
        />
      )}
      {view === 'favorites' ? (
        <Suspense fallback={<MatchListSkeleton />}>
          {SportFavourites && <SportFavourites sportKey={key} />}
        </Suspense>
      ) : (
        <MatchGroups
          matches={matches.data?.data}
          by="league"
          loading={matches.isLoading || sports.isLoading}
          query={sports.isError ? sports : matches}
          empty="here"
          action={
            <LocalLink to={`/schedule?sport=${key}`}>
              <FormattedMessage id="list.action.schedule" defaultMessage="See the schedule" />
            </LocalLink>
          }
        />
      )}
    </>
  );
}

export interface CategoryWithLeagues {
  category: Category;
  leagues: Tournament[];
}

/** Categories by priority, each with its leagues by priority; empty categories are left out. */
export function categoriesWithLeagues(
  categories: readonly Category[],
  tournaments: readonly Tournament[],
): CategoryWithLeagues[] {
  const byPriority = <T extends { priority: number; name: string }>(a: T, b: T) =>
    b.priority - a.priority || a.name.localeCompare(b.name);
  return [...categories]
    .sort(byPriority)
    .map((category) => ({
      category,
      leagues: tournaments.filter((t) => t.categoryId === category.id).sort(byPriority),
    }))
    .filter((c) => c.leagues.length > 0);
}

const wide = () => typeof window !== 'undefined' && !!window.matchMedia?.('(min-width: 780px)').matches;

export function CategoryLeagues({
  sportKey,
  categories,
  tournaments,
  query,
}: {
  sportKey: string;
  categories: Category[] | undefined;
  tournaments: Tournament[] | undefined;
  /** The requests of `categories` and `tournaments`: when one failed, a message with Retry. */
  query?: Retryable;
}) {
  // Open on desktop, where there is room; a phone starts with the matches.
  const [open, setOpen] = useState(wide);
  if (query?.isError)
    return (
      <Suspense fallback={<div className={styles.placeholder} />}>
        <ListState query={query} />
      </Suspense>
    );
  if (!categories || !tournaments) return <div className={styles.placeholder} />;
  const groups = categoriesWithLeagues(categories, tournaments);
  if (groups.length === 0) return null;
  return (
    <details className={styles.leagues} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <FormattedMessage
          id="sport.leagues.count"
          defaultMessage="Countries and leagues ({count})"
          values={{ count: tournaments.length }}
        />
      </summary>
      <ul className={styles.categories}>
        {groups.map(({ category, leagues }) => (
          <li key={category.id}>
            <LocalLink
              to={`/${sportKey}/${category.slug}`}
              className={styles.category}
              data-testid="category-link"
            >
              {category.name}
            </LocalLink>
            <ul>
              {leagues.map((t) => (
                <li key={t.id}>
                  <LocalLink to={`/${sportKey}/${t.slug}`} data-testid="league-link">
                    {t.name}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}
