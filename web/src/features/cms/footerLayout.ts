// The footer layout a CMS page asks for (spec 'CMS page configuration': "a footer layout flag"):
// full, compact (the 18+ warning and the licence only) or none. The page sets it while shown; every
// other page has the full footer. A tiny store, as the layout (first screen) reads it.
import { useSyncExternalStore } from 'react';
import type { CmsPage } from '../../api/types';

export type FooterLayout = CmsPage['footer'];

let current: FooterLayout = 'full';
const listeners = new Set<() => void>();

export function setFooterLayout(layout: FooterLayout): void {
  if (layout === current) return;
  current = layout;
  listeners.forEach((l) => l());
}

export function useFooterLayout(): FooterLayout {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
