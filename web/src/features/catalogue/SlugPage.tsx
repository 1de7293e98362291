import { Suspense, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Category, CategoryList, MatchList, Tournament, TournamentList } from '../../api/types';
import { pageHint } from '../../core/initialData';
import { pageRequests } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { ApiRequestError } from '../../api/request';
import { LoadFailed } from '../../core/ui/LoadState';
import { ErrorPage, NotFoundPage } from '../../core/ui/ErrorPages';
import { loadMatchPage, MatchPage } from '../match';
import { withProps } from '../../core/feature';
import { MatchGroups } from './MatchGroups';
import { hintedTarget, resolveSlug, type SlugTarget } from './slug';
import { useBodyPage, usePageTitle } from '../../core/pageTitle';
import shell from '../../core/ui/Shell.module.css';

type MatchPageView = ComponentType<{ id: number; sportKey: string }>;

/** The page of the route: on a match's page the server painted, with the match's page loaded
 * ahead, so that the app takes the painted page over drawn whole, not a placeholder of it
 * (app/takeover). */
export function slugPage(): Promise<ComponentType> {
  return pageHint(location.pathname)?.page === 'match'
    ? loadMatchPage().then((Match) => withProps(SlugPage, { Match }))
    : Promise.resolve(SlugPage);
}

export function SlugPage({ Match = MatchPage }: { Match?: MatchPageView }) {
  const { sport = '', slug = '' } = useParams();
  const { pathname } = useLocation();
  const hinted = hintedTarget(pageHint(pathname), slug);
  const [, categoriesRequest, tournamentsRequest] = pageRequests('sport', { sport });
  // Without the server's word, the sport's lists say what the slug is (and stay cached).
  const categories = useApi<CategoryList>(hinted ? null : (categoriesRequest ?? null));
  const tournaments = useApi<TournamentList>(hinted ? null : (tournamentsRequest ?? null));

  let target: SlugTarget | null = hinted;
  if (!target && categories.data && tournaments.data)
    target = resolveSlug(slug, categories.data.data, tournaments.data.data);
  // Without the sport's lists the slug says nothing: the page cannot tell what it is, and offers
  // to ask again (not a page-not-found: the address may well be right).
  const failed = categories.isError ? categories : tournaments.isError ? tournaments : undefined;
  if (!target)
    return failed ? <LoadFailed query={failed} /> : <MatchGroups matches={undefined} by="league" loading />;

  switch (target.kind) {
    case 'category':
    case 'tournament':
      return <ListOf kind={target.kind} id={target.id} key={`${target.kind}${target.id}`} />;
    case 'match':
      return (
        <Suspense fallback={<div className={shell.pagePending} aria-busy="true" />}>
          <Match id={target.id} sportKey={sport} key={target.id} />
        </Suspense>
      );
    case 'error':
      return <ErrorPage />;
    default:
      return <NotFoundPage />;
  }
}

/** A category or league page: its matches grouped by league, under its name. */
function ListOf({ kind, id }: { kind: 'category' | 'tournament'; id: number }) {
  const [entityRequest, matchesRequest] = pageRequests(kind, { id });
  const entity = useApi<Category | Tournament>(entityRequest ?? null);
  const matches = useApi<MatchList>(matchesRequest ?? null);
  usePageTitle(entity.data?.name);
  const missing = entity.error instanceof ApiRequestError && entity.error.status === 404;
  useBodyPage(missing ? 'notFound' : kind);
  if (missing) return <NotFoundPage />;
  return (
    <>
      <h1>{entity.data?.name ?? '\u00a0'}</h1>
      <MatchGroups
        matches={matches.data?.data}
        by="league"
        loading={matches.isLoading}
        query={matches.isError ? matches : entity}
        empty="here"
      />
    </>
  );
}
