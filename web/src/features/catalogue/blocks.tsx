// The catalogue's content blocks (core/contentBlocks): top events and outrights (the sport's top
// and outrights lists), top leagues (a sport's leagues by priority) and tournaments (the sport
// page's countries and leagues).
import { Suspense } from 'react';
import type { CategoryList, MatchList, TournamentList } from '../../api/types';
import { BlockTitle, type BlockProps } from '../../core/contentBlocks';
import { LocalLink } from '../../core/links';
import { pageRequests } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { ListState } from '../../core/ui/ErrorPages';
import { retryAll } from '../../core/ui/retryAll';
import { listRequest } from './listRequests';
import { MatchGroups } from './MatchGroups';
import { CategoryLeagues } from './SportPage';
import chips from '../../core/ui/Chips.module.css';

function ListBlock({ block, kind }: BlockProps & { kind: 'topEvents' | 'outrights' }) {
  const list = useApi<MatchList>(listRequest(kind, block));
  return (
    <>
      <BlockTitle block={block} />
      <MatchGroups matches={list.data?.data} by="league" loading={list.isLoading} query={list} empty="here" />
    </>
  );
}

export const TopEventsBlock = ({ block }: BlockProps) => <ListBlock block={block} kind="topEvents" />;
export const OutrightsBlock = ({ block }: BlockProps) => <ListBlock block={block} kind="outrights" />;

/** Ten leagues by default: a row of links, not the whole catalogue. */
const TOP_LEAGUES = 10;

export function TopLeaguesBlock({ block }: BlockProps) {
  const sport = block.sport ?? '';
  const [, , tournamentsRequest] = pageRequests('sport', { sport });
  const tournaments = useApi<TournamentList>(tournamentsRequest ?? null);
  const top = [...(tournaments.data?.data ?? [])]
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name))
    .slice(0, block.limit ?? TOP_LEAGUES);
  return (
    <>
      <BlockTitle block={block} />
      {tournaments.isError && (
        <Suspense fallback={null}>
          <ListState query={tournaments} />
        </Suspense>
      )}
      <ul className={chips.filter} data-testid="top-leagues">
        {top.map((t) => (
          <li key={t.id}>
            <LocalLink to={`/${sport}/${t.slug}`} className={chips.chip}>
              {t.name}
            </LocalLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export function TournamentsBlock({ block }: BlockProps) {
  const sport = block.sport ?? '';
  const [, categoriesRequest, tournamentsRequest] = pageRequests('sport', { sport });
  const categories = useApi<CategoryList>(categoriesRequest ?? null);
  const tournaments = useApi<TournamentList>(tournamentsRequest ?? null);
  return (
    <>
      <BlockTitle block={block} />
      <CategoryLeagues
        sportKey={sport}
        categories={categories.data?.data}
        tournaments={tournaments.data?.data}
        query={retryAll(categories, tournaments)}
      />
    </>
  );
}
