// Routes (spec section 2). The locale is an optional first segment: the default locale has none,
// every other supported locale is a static prefix in front of the same pages (a static segment
// outranks `:sport`, so /fr/football is French football, not a sport called "fr").
// Each feature declares its pages (core/feature); an operator's CMS page at a path comes before a
// sport's or a league's of the same path (features/cms).
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadWhenOnline } from '../core/connection';
import { nextTask } from '../core/parts';
import type { FeatureRoute } from '../core/feature';
import { ErrorPage, NotFoundPage, RootFallback } from '../core/ui/ErrorPages';
import { DEFAULT_LOCALE, parseLocalePath } from '../domain/locale';
import { orContent } from '../features/cms';
import { FEATURES } from './features';
import { Layout } from './Layout';

function pages(): RouteObject[] {
  return [
    ...FEATURES.flatMap((f) => f.routes ?? []).map(routeOf),
    { path: '404', element: <NotFoundPage /> },
    { path: '500', element: <ErrorPage /> },
  ];
}

/** A feature's page as the router's lazy route, waiting for the connection when offline and, but
 * for the home page's, for the messages beyond the first screen's (core/connection). Its code is
 * asked for a task later: on the first page, in a task of its own rather than the router's
 * creation's, whose evaluation of it came to twice its length on a phone. The router ranks paths by
 * what they match, not by their order (a static segment before `:sport`). */
function routeOf({ path, page, yieldsToContent }: FeatureRoute): RouteObject {
  const load = yieldsToContent ? () => orContent(page()) : page;
  const lazy = () =>
    nextTask().then(() =>
      loadWhenOnline(() => load().then((Component) => ({ Component })), window, { messages: path !== '' }),
    );
  return path === '' ? { index: true, lazy } : { path, lazy };
}

/**
 * The route table of a page in `locale`: the pages at the root (the default locale) and under that
 * locale's prefix; another locale's prefix, its home page included, is added on the first navigation
 * into it (localePages). The router ranks and matches a path against every route it holds, several
 * times while it starts: with all 25 locales' pages (875 routes) its creation took 233–394 ms of the
 * home page's first task on a 4× throttled CPU; with every other locale's home page as well, a
 * median of 57 ms on a match page (7 loads), 41 ms without.
 */
export function routes(locale: string = DEFAULT_LOCALE): RouteObject[] {
  return [
    {
      element: <Layout />,
      // The shell itself failed: the spec's root fallback.
      errorElement: <RootFallback />,
      // The first page renders from inlined data; there is nothing to show before it.
      HydrateFallback: () => null,
      children: [
        {
          // Errors thrown while rendering a page show inside the shell, header and menu intact.
          id: PAGES,
          errorElement: <ErrorPage />,
          children: [...pages(), ...(locale === DEFAULT_LOCALE ? [] : [localeRoute(locale)])],
        },
      ],
    },
  ];
}

/** The route that holds the pages, at the root and under each locale's prefix. */
const PAGES = 'pages';

function localeRoute(locale: string): RouteObject {
  return { id: `locale:${locale}`, path: locale, children: pages() };
}

/**
 * Adds a locale's pages the first time a navigation goes into it. Until then a path such as
 * /de/live matches `:sport/:slug` (and /de `:sport`), a match with parameters, for which the router
 * asks this before it settles (its 'fog of war'); it matches again once the pages are there.
 */
export function localePages(initial: string): PatchRoutesOnNavigationFunction {
  const added = new Set([DEFAULT_LOCALE, initial]);
  return ({ path, patch }) => {
    const { locale } = parseLocalePath(path);
    if (added.has(locale)) return;
    added.add(locale);
    patch(PAGES, [localeRoute(locale)]);
  };
}

/** The router of a page loaded in `locale` (the boot reads it from the path). */
export function createRouter(locale: string) {
  return createBrowserRouter(routes(locale), { patchRoutesOnNavigation: localePages(locale) });
}
