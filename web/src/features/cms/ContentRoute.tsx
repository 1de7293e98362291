// The routes of CMS pages other than the home page: the information pages, and custom paths, which
// the site configuration lists (`pages`) and which come before a catalogue page of the same path.
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../core/siteConfig';
import { parseLocalePath } from '../../domain/locale';
import { CmsPage } from './CmsPage';

/** The path without its locale. */
function usePagePath(): string {
  return parseLocalePath(useLocation().pathname).rest;
}

/** An information page: the operator's page, or 'not found' when there is none. */
export function ContentPage() {
  const path = usePagePath();
  return <CmsPage path={path} key={path} />;
}

/** The operator's page at this path if there is one, else the route's own page. */
export function contentOr(Page: ComponentType): ComponentType {
  return function ContentOr() {
    const path = usePagePath();
    const pages = useSiteConfig().pages ?? [];
    return pages.includes(path) ? <CmsPage path={path} key={path} /> : <Page />;
  };
}
