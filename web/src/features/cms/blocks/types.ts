import { createContext, type ComponentType } from 'react';
import type { CmsBlock } from '../../../api/types';

export interface BlockProps {
  block: CmsBlock;
}

export type BlockRenderer = ComponentType<BlockProps>;

/** Opens one of the page's modal blocks by its id (a button block's `modal`). */
export const OpenModalContext = createContext<(id: string) => void>(() => {});
