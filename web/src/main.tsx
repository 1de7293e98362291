// Boot: read the locale from the path and what the server inlined, load the locale's messages,
// seed the query cache with the inlined responses, then render the data router.
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router';
import { watchBrowserConnection } from './core/connection';
import { forgetPageHintUnless, readInitialData, rememberPageHint } from './core/initialData';
import { completeMessages, ensureLocale, initLocale, useLocaleState } from './core/locale';
import { PrefsProvider } from './core/prefs';
import { SlotsProvider } from './core/slots';
import { slots } from './app/slots';
import { createQueryClient } from './core/queryClient';
import { RealtimeProvider } from './app/realtime';
import { useSiteConfig } from './core/siteConfig';
import { reportUncaught } from './core/reporting/report';
import { FEATURES } from './app/features';
import { createRouter } from './app/router';
import { AuthProvider } from './features/auth';
import { ENVIRONMENT, markFrame } from './core/embed/frame';
import { DEFAULT_LOCALE, parseLocalePath } from './domain/locale';
import { whenIdle } from './core/idle';
import { firstMessages } from './i18n';
import { withOperatorMessages } from './i18n/operator';
import './app/theme.css';

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
  const { locale, messages: own } = useLocaleState();
  useRefetchOnLanguageChange(locale);
  // The operator's wording (site configuration) over the site's own, in the shown language.
  const translations = useSiteConfig().translations;
  const messages = useMemo(() => withOperatorMessages(own, translations), [own, translations]);
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
      <RealtimeProvider locale={locale}>{children}</RealtimeProvider>
    </IntlProvider>
  );
}

async function boot(): Promise<void> {
  reportUncaught();
  markFrame(ENVIRONMENT, document.body);
  const { locale } = parseLocalePath(location.pathname);
  const initial = readInitialData();
  rememberPageHint(location.pathname, initial);
  // The router starts loading the page's code now, while the locale's messages load.
  const router = createRouter(locale);
  const { messages, complete } = await firstMessages(locale);
  initLocale(locale, messages, complete);

  watchBrowserConnection();
  const queryClient = createQueryClient();
  for (const [request, body] of Object.entries(initial.data ?? {})) queryClient.setQueryData([request], body);

  // Back and forward can cross locales too: the URL leads, the messages follow.
  router.subscribe((s) => {
    forgetPageHintUnless(s.location.pathname);
    void ensureLocale(parseLocalePath(s.location.pathname).locale);
  });

  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PrefsProvider>
          <AuthProvider>
            <LocaleIntl>
              <SlotsProvider value={slots}>
                <RouterProvider router={router} />
              </SlotsProvider>
            </LocaleIntl>
          </AuthProvider>
        </PrefsProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // The messages beyond the first screen's, once it is painted: parts loaded later wait for them
  // anyway (core/connection); this has them ready for those that come by other ways (a toast a
  // realtime message raises). A failed load is tried again by the next part that needs them.
  whenIdle(() => void completeMessages().catch(() => {}));
}

void boot();
