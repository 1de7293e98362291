// The app's tree: the providers every page needs around the data router. The boot renders it
// (main.tsx), and so does the test that holds the server's painted first screen equal to its first
// render (firstPaint.test.tsx).
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { useLocaleState, useShownMessages } from '../core/locale';
import { Part } from '../core/parts';
import { PrefsProvider } from '../core/prefs';
import { SlotsProvider } from '../core/slots';
import { useSiteConfig } from '../core/siteConfig';
import { DEFAULT_LOCALE } from '../domain/locale';
import { AuthProvider } from '../features/auth';
import { FEATURES } from './features';
import { RealtimeProvider } from './realtime';
import { slots } from './slots';

/** Route-data queries ("GET /sports") and the features' localized ones (the player's bets) carry
 * the catalogue's names in the language they were asked in: after a language change they are
 * fetched again, in the new one (the API reads it from the page, see api/request.ts and
 * api/client.ts). */
const LOCALIZED: ReadonlySet<unknown> = new Set(FEATURES.flatMap((f) => f.localizedQueries ?? []));

function useRefetchOnLanguageChange(locale: string): void {
  const queryClient = useQueryClient();
  const asked = useRef(locale);
  useEffect(() => {
    if (asked.current === locale) return;
    asked.current = locale;
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [first] }) =>
        LOCALIZED.has(first) || (typeof first === 'string' && /^(GET|POST) \//.test(first)),
    });
  }, [locale, queryClient]);
}

function LocaleIntl({ children }: { children: ReactNode }) {
  const { locale } = useLocaleState();
  useRefetchOnLanguageChange(locale);
  // The operator's wording (site configuration) over the site's own, in the shown language.
  const messages = useShownMessages(useSiteConfig().translations);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
      <RealtimeProvider locale={locale}>{children}</RealtimeProvider>
    </IntlProvider>
  );
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PrefsProvider>
          <AuthProvider>
            <LocaleIntl>
              <SlotsProvider value={slots}>
                {/* A takeover draws the providers and then the page in tasks of their own. */}
                <Part>
                  <RouterProvider router={router} />
                </Part>
              </SlotsProvider>
            </LocaleIntl>
          </AuthProvider>
        </PrefsProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** Resolves once the router has its first page's code (its routes are lazy): rendered before, it
 * would show nothing, and over a painted first screen that would be a flash. */
export function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((s) => {
      if (!s.initialized) return;
      stop();
      resolve();
    });
  });
}
