// Boot: read the locale from the path and what the server inlined, load the locale's messages,
// seed the query cache with the inlined responses, then render the data router over the first
// screen the server painted (app/takeover).
import { createRoot } from 'react-dom/client';
import { watchBrowserConnection } from './core/connection';
import { forgetPageHintUnless, readInitialData, rememberPageHint } from './core/initialData';
import { completeMessages, ensureLocale, initLocale } from './core/locale';
import { createQueryClient } from './core/queryClient';
import { reportUncaught } from './core/reporting/report';
import { App, routerReady } from './app/App';
import { createRouter } from './app/router';
import { takeOver } from './app/takeover';
import { ENVIRONMENT, markFrame } from './core/embed/frame';
import { parseLocalePath } from './domain/locale';
import { whenIdle } from './core/idle';
import { nextTask } from './core/parts';
import { firstMessages } from './i18n';
import './app/theme.css';

async function boot(): Promise<void> {
  reportUncaught();
  markFrame(ENVIRONMENT, document.body);
  const { locale } = parseLocalePath(location.pathname);
  const initial = readInitialData();
  rememberPageHint(location.pathname, initial);
  // The code's evaluation, the router's creation and the query cache's seeding in tasks of their
  // own (the page's code in one more, app/router): on a mid-range phone each is 15-20 ms of the
  // main thread, together 50-60 ms during which the painted page answered nothing. The router
  // starts loading the page's code, while the locale's messages load.
  await nextTask();
  const router = createRouter(locale);
  // The locale is set before the router's first task, in which it asks for the page's code: that
  // code waits for the messages beyond the first screen's (core/connection), which only a set
  // locale says are missing. (English's first part is at hand; another locale's loads whole, and
  // the app renders once it is in.) Set in a later task, a page whose later messages came after it
  // showed their keys as written ('Valid until {date}'), for good.
  const { messages, complete } = await firstMessages(locale);
  initLocale(locale, messages, complete);
  await nextTask();

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
  await routerReady(router);
  // The app's first render (up to its parts, core/parts) in a task of its own, not the one in
  // which the router settled.
  await nextTask();
  await takeOver(root, (container) =>
    createRoot(container).render(<App queryClient={queryClient} router={router} />),
  );
  // The messages beyond the first screen's, once it is painted: parts loaded later wait for them
  // anyway (core/connection); this has them ready for those that come by other ways (a toast a
  // realtime message raises). A failed load is tried again by the next part that needs them.
  whenIdle(() => void completeMessages().catch(() => {}));
}

void boot();
