// The first API requests of each page kind come from api/route-data.json, the file the Go server
// also reads to inline their responses into the page. Using the same strings as query keys lets the
// inlined data seed the query cache, so the first paint waits on no API call. Named imports, so
// that the file's comments stay out of the bundle.
import {
  category,
  content,
  cybersport,
  home,
  live,
  match,
  notFound,
  results,
  schedule,
  shell,
  sport,
  sportFavorites,
  sportOutrights,
  sportTop,
  tournament,
} from '../../../api/route-data.json';

export type PageKind =
  | 'home'
  | 'live'
  | 'cybersport'
  | 'sport'
  | 'sportTop'
  | 'sportOutrights'
  | 'sportFavorites'
  | 'category'
  | 'tournament'
  | 'match'
  | 'schedule'
  | 'results'
  | 'content'
  | 'notFound';

const routeData: Record<PageKind, string[]> = {
  home,
  live,
  cybersport,
  sport,
  sportTop,
  sportOutrights,
  sportFavorites,
  category,
  tournament,
  match,
  schedule,
  results,
  content,
  notFound,
};

type Params = { sport?: string; id?: number | string; path?: string };

function fill(template: string, params: Params): string {
  return template
    .replace('{sport}', encodeURIComponent(params.sport ?? ''))
    .replace('{path}', encodeURIComponent(params.path ?? ''))
    .replace(/\{id\}/g, String(params.id ?? ''));
}

/** The requests of a page kind, in the file's order, with placeholders filled. */
export function pageRequests(kind: PageKind, params: Params = {}): string[] {
  return routeData[kind].map((t) => fill(t, params));
}

/** The requests every page makes (settings, sports, counters). */
export function shellRequests(): string[] {
  return shell;
}

export const REQUEST = {
  settings: 'GET /settings',
  siteConfig: 'GET /site-config',
  navigation: 'GET /navigation',
  sports: 'GET /sports',
  counters: 'POST /counters',
} as const;
