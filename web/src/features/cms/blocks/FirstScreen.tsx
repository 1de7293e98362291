// The blocks the home page's first screen shows, in the page's chunk: its heading (label) and its
// live and upcoming lists. Every other kind loads when a page has it (CmsPage's table).
import type { Match, MatchList } from '../../../api/types';
import { useApi } from '../../../core/useApi';
import { MatchGroups } from '../../catalogue/MatchGroups';
import { ShowMore } from '../../catalogue/ShowMore';
import { usePagedList } from '../../catalogue/usePagedList';
import { listRequest } from '../listRequests';
import { useTextLang } from '../../../core/textLang';
import type { BlockProps } from './types';

export type FirstScreenKind = 'label' | 'liveEvents' | 'prematchEvents';

export function LabelBlock({ block }: BlockProps) {
  const text = block.text ?? '';
  const lang = useTextLang()(block.textLocales?.text);
  switch (block.level) {
    case 1:
      return <h1 {...lang}>{text}</h1>;
    case 3:
      return <h3 {...lang}>{text}</h3>;
    case 0:
      return <p {...lang}>{text}</p>;
    default:
      return <h2 {...lang}>{text}</h2>;
  }
}

/** A list block's heading, when the operator gave one. */
export function BlockTitle({ block }: BlockProps) {
  const lang = useTextLang()(block.textLocales?.title);
  return block.title ? <h2 {...lang}>{block.title}</h2> : null;
}

/** Matches of every sport group by sport, of one sport by league (as the sport's page does). */
function MatchListBlock({
  block,
  matches,
  loading,
}: BlockProps & { matches: Match[] | undefined; loading: boolean }) {
  return (
    <>
      <BlockTitle block={block} />
      <MatchGroups matches={matches} by={block.sport ? 'league' : 'sport'} loading={loading} />
    </>
  );
}

export function LiveEventsBlock({ block }: BlockProps) {
  const live = useApi<MatchList>(listRequest('liveEvents', block));
  return <MatchListBlock block={block} matches={live.data?.data} loading={live.isLoading} />;
}

/** Upcoming matches, with 'Show more' for the next page. */
export function PrematchEventsBlock({ block }: BlockProps) {
  const upcoming = usePagedList(listRequest('prematchEvents', block));
  return (
    <>
      <MatchListBlock block={block} matches={upcoming.matches} loading={upcoming.loading} />
      <ShowMore list={upcoming} />
    </>
  );
}
