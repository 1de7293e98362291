// Routes (spec section 2). The locale is the first path segment for every locale but the
// default, so it becomes the router's basename and links inside the app need no prefix.
import { createBrowserRouter } from 'react-router';
import { ErrorPage, NotFoundPage } from '../features/layout/ErrorPages';
import { Layout } from '../features/layout/Layout';

export function createRouter(basename: string) {
  return createBrowserRouter(
    [
      {
        element: <Layout />,
        errorElement: <ErrorPage />,
        // The first page renders from inlined data; there is nothing to show before it.
        HydrateFallback: () => null,
        children: [
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
            lazy: () =>
              import('../features/catalogue/LivePage').then((m) => ({ Component: m.CybersportPage })),
          },
          { path: '404', element: <NotFoundPage /> },
          {
            path: ':sport',
            lazy: () => import('../features/catalogue/SportPage').then((m) => ({ Component: m.SportPage })),
          },
          {
            path: ':sport/:slug',
            lazy: () => import('../features/catalogue/SlugPage').then((m) => ({ Component: m.SlugPage })),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename },
  );
}
