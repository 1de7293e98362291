// The blocks the home page's first screen shows, in the page's chunk: its heading (label) and its
// live and upcoming lists. Every other kind loads when a page has it (core/contentBlocks).
import { useId } from 'react';
import { listRequest, MatchGroups, ShowMore, usePagedList } from '../../catalogue';
import { BlockTitle, type BlockProps } from '../../../core/contentBlocks';
import { useTextLang } from '../../../core/textLang';

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

/** A page of live or upcoming matches, with 'Show more' for the next page: of every sport grouped
 * by sport, of one sport by league (as the sport's page does). A titled list is a region of that
 * name, so its Show more says which list it extends. */
function PagedListBlock({ block, kind }: BlockProps & { kind: 'liveEvents' | 'prematchEvents' }) {
  const list = usePagedList(listRequest(kind, block));
  const titleId = useId();
  return (
    <section aria-labelledby={block.title ? titleId : undefined}>
      <BlockTitle block={block} id={titleId} />
      <MatchGroups
        matches={list.matches}
        by={block.sport ? 'league' : 'sport'}
        loading={list.loading}
        query={list.query}
        empty={kind}
      />
      <ShowMore list={list} />
    </section>
  );
}

export const LiveEventsBlock = ({ block }: BlockProps) => <PagedListBlock block={block} kind="liveEvents" />;
export const PrematchEventsBlock = ({ block }: BlockProps) => (
  <PagedListBlock block={block} kind="prematchEvents" />
);
