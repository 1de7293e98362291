import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type {
  Category,
  CategoryList,
  MatchList,
  SportList,
  Tournament,
  TournamentList,
} from '../../api/types';
import { LocalLink } from '../../app/links';
import { pageRequests, REQUEST } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { FAVORITES_PAGE_KEY } from '../favourites/ids';
import { NotFoundPage } from '../layout/ErrorPages';
import { MatchGroups, MatchListSkeleton } from './MatchGroups';
import styles from './SportPage.module.css';
import { useBodyPage, usePageTitle } from './usePageTitle';

export function SportPage() {
  const { sport: key = '' } = useParams();
  const sports = useApi<SportList>(REQUEST.sports);
  const [matchesRequest, categoriesRequest, tournamentsRequest] = pageRequests('sport', { sport: key });
  const sport = sports.data?.data.find((s) => s.key === key);
  const [params] = useSearchParams();
  const favourites = params.get('page') === FAVORITES_PAGE_KEY;
  const matches = useApi<MatchList>(sport && !favourites ? (matchesRequest ?? null) : null);
  const categories = useApi<CategoryList>(sport ? (categoriesRequest ?? null) : null);
  const tournaments = useApi<TournamentList>(sport ? (tournamentsRequest ?? null) : null);
  usePageTitle(sport?.name);
  useBodyPage(sports.data && !sport ? 'notFound' : 'sport');
  if (sports.data && !sport) return <NotFoundPage />;
  return (
    <>
      <h1>{sport?.name ?? '\u00a0'}</h1>
      <CategoryLeagues
        sportKey={key}
        categories={categories.data?.data}
        tournaments={tournaments.data?.data}
      />
      <PageKeys favourites={favourites} />
      {favourites ? (
        <Suspense fallback={<MatchListSkeleton />}>
          <SportFavourites sportKey={key} />
        </Suspense>
      ) : (
        <MatchGroups matches={matches.data?.data} by="league" loading={matches.isLoading} />
      )}
    </>
  );
}

const SportFavourites = lazy(() => import('../favourites/SportFavourites'));

/** Every match of the sport, or the player's favourites among them (the spec's page key
 * favorites, kept in the address as ?page=favorites so it survives a reload). */
function PageKeys({ favourites }: { favourites: boolean }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const choose = (on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set('page', FAVORITES_PAGE_KEY);
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  return (
    <div
      role="group"
      className={styles.filter}
      aria-label={intl.formatMessage({ id: 'favourites.page-key', defaultMessage: 'Matches to show' })}
      data-testid="page-keys"
    >
      <button type="button" className={styles.chip} aria-pressed={!favourites} onClick={() => choose(false)}>
        <FormattedMessage id="live.filter.all" defaultMessage="All" />
      </button>
      <button type="button" className={styles.chip} aria-pressed={favourites} onClick={() => choose(true)}>
        <FormattedMessage id="favourites.title" defaultMessage="Favourites" />
      </button>
    </div>
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
}: {
  sportKey: string;
  categories: Category[] | undefined;
  tournaments: Tournament[] | undefined;
}) {
  // Open on desktop, where there is room; a phone starts with the matches.
  const [open, setOpen] = useState(wide);
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
