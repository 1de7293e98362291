// /{sport}/{slug} names a category, a league or a match (spec section 2). Category and league
// slugs come from the sport's lists; a match slug ends in -{matchId}.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import type { Category, CategoryList, MatchList, Tournament, TournamentList } from '../../api/types';
import { pageRequests } from '../../app/routeData';
import { useApi } from '../../app/useApi';
import { NotFoundPage } from '../layout/ErrorPages';
import { MatchGroups } from './MatchGroups';
import { usePageTitle } from './usePageTitle';

const MatchPage = lazy(() => import('../match/MatchPage').then((m) => ({ default: m.MatchPage })));

export type SlugTarget =
  | { kind: 'category'; category: Category }
  | { kind: 'tournament'; tournament: Tournament }
  | { kind: 'match'; id: number }
  | { kind: 'unknown' };

/** Resolves a slug against the sport's categories and leagues, then as a match slug. */
export function resolveSlug(
  slug: string,
  categories: readonly Category[],
  tournaments: readonly Tournament[],
): SlugTarget {
  const category = categories.find((c) => c.slug === slug);
  if (category) return { kind: 'category', category };
  const tournament = tournaments.find((t) => t.slug === slug);
  if (tournament) return { kind: 'tournament', tournament };
  const id = /-(\d+)$/.exec(slug)?.[1];
  return id ? { kind: 'match', id: Number(id) } : { kind: 'unknown' };
}

export function SlugPage() {
  const { sport = '', slug = '' } = useParams();
  const [, categoriesRequest, tournamentsRequest] = pageRequests('sport', { sport });
  const categories = useApi<CategoryList>(categoriesRequest ?? null);
  const tournaments = useApi<TournamentList>(tournamentsRequest ?? null);
  if (!categories.data || !tournaments.data) {
    return categories.isError || tournaments.isError ? <NotFoundPage /> : null;
  }
  const target = resolveSlug(slug, categories.data.data, tournaments.data.data);
  switch (target.kind) {
    case 'category':
      return <ListOf kind="category" id={target.category.id} title={target.category.name} />;
    case 'tournament':
      return <ListOf kind="tournament" id={target.tournament.id} title={target.tournament.name} />;
    case 'match':
      return (
        <Suspense fallback={null}>
          <MatchPage id={target.id} sportKey={sport} />
        </Suspense>
      );
    default:
      return <NotFoundPage />;
  }
}

function ListOf({ kind, id, title }: { kind: 'category' | 'tournament'; id: number; title: string }) {
  const [, matchesRequest] = pageRequests(kind, { id });
  const matches = useApi<MatchList>(matchesRequest ?? null);
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <MatchGroups matches={matches.data?.data} by="league" loading={matches.isLoading} />
    </>
  );
}
