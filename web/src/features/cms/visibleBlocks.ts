// Who sees a content block (spec section 6: "CMS content blocks can be restricted by auth status
// and by player group ids (including hidden-for-groups)"). A display rule, not access control: a
// page's content is public, the server sends every block with its restrictions.
import type { CmsBlock } from '../../api/types';

export interface Viewer {
  signedIn: boolean;
  /** The signed-in player's status group ids; none for a visitor. */
  groups: readonly string[];
}

/** Whether one block shows to the viewer. */
export function isVisible(block: Pick<CmsBlock, 'restrictions'>, viewer: Viewer): boolean {
  const { auth, groups, hiddenForGroups } = block.restrictions;
  if (auth === 'LOGGED_IN' && !viewer.signedIn) return false;
  if (auth === 'NOT_LOGGED_IN' && viewer.signedIn) return false;
  // A visitor is in no group: a block for some groups is for players only.
  if (groups.length > 0 && !groups.some((g) => viewer.groups.includes(g))) return false;
  return !hiddenForGroups.some((g) => viewer.groups.includes(g));
}

/** The blocks that show to the viewer, in the page's order. */
export function visibleBlocks<B extends Pick<CmsBlock, 'restrictions'>>(
  blocks: readonly B[],
  viewer: Viewer,
): B[] {
  return blocks.filter((b) => isVisible(b, viewer));
}
