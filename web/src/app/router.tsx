// Routes (spec section 2). The locale is an optional first segment: the default locale has none,
// every other supported locale is a static prefix in front of the same pages (a static segment
// outranks `:sport`, so /fr/football is French football, not a sport called "fr").
import type { ComponentType } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadWhenOnline } from '../core/connection';
import { DEFAULT_LOCALE, parseLocalePath, SUPPORTED_LOCALES } from '../domain/locale';
import { ErrorPage, NotFoundPage, RootFallback } from '../core/ui/ErrorPages';
import { Layout } from './Layout';

/** The auth routes of section 2 (domain/auth.ts AUTH_ROUTES names their modals; a test keeps the two equal). */
export const AUTH_PATHS = [
  'users/sign-in',
  'users/sign-up',
  'users/password/new',
  'users/password/edit',
  'users/confirmation',
  'users/unlock',
];

function pages(): RouteObject[] {
  return pageRoutes().map(waitingForConnection);
}

function pageRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: () => import('../features/cms/HomePage').then((m) => ({ Component: m.HomePage })),
    },
    {
      path: 'live',
      lazy: () => import('../features/catalogue/LivePage').then((m) => ({ Component: m.LivePage })),
    },
    {
      path: 'cybersport',
      lazy: () => import('../features/catalogue/LivePage').then((m) => ({ Component: m.CybersportPage })),
    },
    // The route table's information pages: CMS pages (features/cms), 'not found' until written.
    ...['general-rules', 'about', 'terms-and-conditions', 'help-center'].map((path) => ({
      path,
      lazy: () => import('../features/cms/ContentRoute').then((m) => ({ Component: m.ContentPage })),
    })),
    {
      path: 'init-sportsbook',
      lazy: () => import('../features/cms/InitSportsbook').then((m) => ({ Component: m.InitSportsbook })),
    },
    { path: '404', element: <NotFoundPage /> },
    { path: '500', element: <ErrorPage /> },
    {
      path: 'blocked',
      lazy: () => import('../features/layout/AccessPages').then((m) => ({ Component: m.BlockedPage })),
    },
    {
      path: 'locked',
      lazy: () => import('../features/layout/AccessPages').then((m) => ({ Component: m.LockedPage })),
    },
    // The auth routes show the home page; the URL handler opens their modal over it.
    ...AUTH_PATHS.map((path) => ({
      path,
      lazy: () => import('../features/cms/HomePage').then((m) => ({ Component: m.HomePage })),
    })),
    {
      path: 'profile/wallet/deposit',
      lazy: () => import('../features/wallet/DepositPage').then((m) => ({ Component: m.DepositPage })),
    },
    {
      path: 'profile/wallet/transactions',
      lazy: () =>
        import('../features/wallet/TransactionsPage').then((m) => ({ Component: m.TransactionsPage })),
    },
    {
      path: 'profile/bets',
      lazy: () =>
        import('../features/mybets/BetsHistoryPage').then((m) => ({ Component: m.BetsHistoryPage })),
    },
    {
      path: 'profile/responsible-gambling',
      lazy: () => import('../features/limits/LimitsPage').then((m) => ({ Component: m.LimitsPage })),
    },
    {
      path: 'profile',
      lazy: () => import('../features/account/AccountPage').then((m) => ({ Component: m.AccountPage })),
    },
    {
      path: 'racing',
      lazy: () =>
        import('../features/account/VirtualGamesPage').then((m) => ({
          Component: () => <m.VirtualGamesPage product="racing" />,
        })),
    },
    {
      path: 'lotteries',
      lazy: () =>
        import('../features/account/VirtualGamesPage').then((m) => ({
          Component: () => <m.VirtualGamesPage product="lotteries" />,
        })),
    },
    {
      path: 'promotions',
      lazy: () => import('../features/bonuses/PromotionsPage').then((m) => ({ Component: m.PromotionsPage })),
    },
    {
      path: 'schedule',
      lazy: () => import('../features/schedule/SchedulePage').then((m) => ({ Component: m.SchedulePage })),
    },
    {
      path: 'results',
      lazy: () => import('../features/schedule/ResultsPage').then((m) => ({ Component: m.ResultsPage })),
    },
    {
      path: 'favorites',
      lazy: () =>
        import('../features/favourites/FavouritesPage').then((m) => ({ Component: m.FavouritesPage })),
    },
    // An extra custom path (a CMS page) comes before a sport or a league of the same path.
    {
      path: ':sport',
      lazy: () => orContent(import('../features/catalogue/SportPage').then((m) => m.SportPage)),
    },
    {
      path: ':sport/top',
      lazy: () =>
        import('../features/catalogue/SportPage').then((m) => ({
          Component: () => <m.SportPage view="top" />,
        })),
    },
    {
      path: ':sport/outrights',
      lazy: () =>
        import('../features/catalogue/SportPage').then((m) => ({
          Component: () => <m.SportPage view="outrights" />,
        })),
    },
    {
      path: ':sport/favorites',
      lazy: () =>
        import('../features/catalogue/SportPage').then((m) => ({
          Component: () => <m.SportPage view="favorites" />,
        })),
    },
    {
      path: ':sport/:slug',
      lazy: () => orContent(import('../features/catalogue/SlugPage').then((m) => m.SlugPage)),
    },
    { path: '*', lazy: () => orContent(Promise.resolve(NotFoundPage)) },
  ];
}

/** A route's page, unless the operator wrote a CMS page at its path (features/cms/ContentRoute). */
async function orContent(page: Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const [{ contentOr }, Page] = await Promise.all([import('../features/cms/ContentRoute'), page]);
  return { Component: contentOr(Page) };
}

function waitingForConnection(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return { ...route, lazy: () => loadWhenOnline(lazy) } as RouteObject;
}

/**
 * The route table of a page in `locale`: the pages at the root (the default locale) and under that
 * locale's prefix; every other locale's prefix holds only its home page until the first navigation
 * into it adds the rest (localePages). The router matches a path against every route it holds, and
 * with all 25 locales' pages (875 routes) its creation took 233–394 ms of the home page's first
 * task on a 4× throttled CPU (176–288 ms with this table).
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
          errorElement: <ErrorPage />,
          children: [
            ...pages(),
            ...SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => ({
              id: localeRouteId(l),
              path: l,
              children: l === locale ? pages() : pages().filter((r) => r.index),
            })),
          ],
        },
      ],
    },
  ];
}

function localeRouteId(locale: string): string {
  return `locale:${locale}`;
}

/**
 * Adds a locale's pages the first time a navigation goes into it. Until then a path such as
 * /de/live matches `:sport/:slug`, a match with parameters, for which the router asks this before
 * it settles (its 'fog of war'); it matches again once the pages are there.
 */
export function localePages(initial: string): PatchRoutesOnNavigationFunction {
  const added = new Set([DEFAULT_LOCALE, initial]);
  return ({ path, patch }) => {
    const { locale } = parseLocalePath(path);
    if (added.has(locale)) return;
    added.add(locale);
    patch(
      localeRouteId(locale),
      pages().filter((r) => !r.index),
    );
  };
}

/** The router of a page loaded in `locale` (the boot reads it from the path). */
export function createRouter(locale: string) {
  return createBrowserRouter(routes(locale), { patchRoutesOnNavigation: localePages(locale) });
}
