// Content blocks (spec 'CMS page configuration'): a CMS page draws each of its blocks by its kind.
// The CMS feature draws its own kinds (text, image, the home page's lists...); a kind that is
// another feature's screen (a match's markets, the schedule, the jackpots...) is drawn by that
// feature, which declares it in its index (core/feature) and loads its code when a page has one;
// the app hands them to the CMS page through core/slots.
import type { ComponentType } from 'react';
import type { CmsBlock, CmsBlockKind } from '../api/types';
import { lazyWhenOnline } from './connection';
import { useTextLang } from './textLang';

export interface BlockProps {
  block: CmsBlock;
}

export type BlockRenderer = ComponentType<BlockProps>;

export type BlockRenderers = { [K in CmsBlockKind]?: BlockRenderer };

/** Renderers of several kinds from one module, loaded when a page first shows one of them: one
 * chunk per feature, so a page loads the code of the kinds it has. */
export function laterBlocks<M, K extends CmsBlockKind>(
  load: () => Promise<M>,
  pick: Record<K, (m: M) => BlockRenderer>,
): Record<K, BlockRenderer> {
  const renderers = {} as Record<K, BlockRenderer>;
  for (const kind of Object.keys(pick) as K[])
    renderers[kind] = lazyWhenOnline(() => load().then((m) => ({ default: pick[kind](m) })));
  return renderers;
}

/** A list block's heading, when the operator gave one. */
export function BlockTitle({ block, id }: BlockProps & { id?: string }) {
  const lang = useTextLang()(block.textLocales?.title);
  return block.title ? (
    <h2 id={id} {...lang}>
      {block.title}
    </h2>
  ) : null;
}
