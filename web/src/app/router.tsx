// Routes (spec section 2). The locale is an optional first segment: the default locale has none,
// every other supported locale is a static prefix in front of the same pages (a static segment
// outranks `:sport`, so /fr/football is French football, not a sport called "fr").
import { createBrowserRouter, type RouteObject } from 'react-router';
import { reportRequestError, whenBrowserOnline } from './connection';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../domain/locale';
import { ErrorPage, NotFoundPage, RootFallback } from '../features/layout/ErrorPages';
import { Layout } from '../features/layout/Layout';

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
      lazy: () => import('../features/catalogue/HomePage').then((m) => ({ Component: m.HomePage })),
    },
    {
      path: 'live',
      lazy: () => import('../features/catalogue/LivePage').then((m) => ({ Component: m.LivePage })),
    },
    {
      path: 'cybersport',
      lazy: () => import('../features/catalogue/LivePage').then((m) => ({ Component: m.CybersportPage })),
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
      lazy: () => import('../features/catalogue/HomePage').then((m) => ({ Component: m.HomePage })),
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
    {
      path: ':sport',
      lazy: () => import('../features/catalogue/SportPage').then((m) => ({ Component: m.SportPage })),
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
      lazy: () => import('../features/catalogue/SlugPage').then((m) => ({ Component: m.SlugPage })),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * A page's code, loaded once the browser is online. The router keeps a failed load for good (only
 * a reload would clear it), so a page asked for offline waits for the connection instead, the
 * progress bar running and the offline warning saying why; a load that fails on the way waits
 * for the connection and is tried once more.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>, target: Window = window): Promise<T> {
  await whenBrowserOnline(target);
  try {
    return await load();
  } catch (err) {
    reportRequestError(err);
    if (target.navigator.onLine) throw err;
    await whenBrowserOnline(target);
    return load();
  }
}

function waitingForConnection(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return { ...route, lazy: () => loadWhenOnline(lazy) } as RouteObject;
}

export function routes(): RouteObject[] {
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
              path: l,
              children: pages(),
            })),
          ],
        },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(routes());
}
