// A test harness for components that read the auth context: English messages, a memory router,
// a query client, and an auth context whose modal state is real (openModal shows the next modal)
// while network-backed actions are spies.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { REQUEST } from '../core/routeData';
import { DEFAULT_SITE_CONFIG } from '../core/siteConfig';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import type { Player } from '../api/platformTypes';
import type { SiteConfig } from '../api/types';
import { AuthContext, type AuthContextValue, type OpenModal } from '../core/auth';
import { englishMessages } from '../i18n';

export const player: Player = {
  id: 7,
  email: 'ada@example.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phones: [],
  statuses: [],
  auth_fields_missed: [],
  csrf_token: 'csrf',
  currency: 'EUR',
  language: 'en',
};

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

type Handler = (req: Request) => Response | Promise<Response>;

/** A request that fails (500) until `recover` is called, then gets `answer`: for a page's Retry. */
export function failingUntilRecovered(answer: Handler): { handler: Handler; recover: () => void } {
  let failing = true;
  return {
    handler: (req) =>
      failing ? json(500, { code: 'INTERNAL_ERROR', message: 'global-error.default.title' }) : answer(req),
    recover: () => (failing = false),
  };
}

/** Waits for a failure's Retry (core/ui/LoadState), lets the request through, and presses it. */
export async function retryAfterFailure(recover: () => void): Promise<void> {
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByRole('alert').textContent).toContain('Sorry, this could not be loaded.');
  recover();
  fireEvent.click(retry);
}

/** Answers fetch by "METHOD /path" (path below /api/platform or /api/sportsbook); records calls. */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  /** The page's error reports (core/reporting), kept apart from the calls under test. */
  const reports: unknown[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const url = new URL(req.url);
    const key = `${req.method} ${url.pathname.replace(/^\/api\/(platform|sportsbook)/, '')}`;
    const text = await req.clone().text();
    if (key === 'POST /client-errors') {
      reports.push(JSON.parse(text) as unknown);
      return new Response(null, { status: 204 });
    }
    calls.push({ key, body: text ? (JSON.parse(text) as unknown) : undefined });
    const handler = routes[key];
    if (!handler) return json(404, { code: 'NOT_FOUND', message: 'error.not_found' });
    return handler(req);
  });
  return { calls, reports, spy };
}

function Where() {
  const l = useLocation();
  return <span data-testid="location">{l.pathname + l.search}</span>;
}

export interface AuthHarness {
  auth: Partial<AuthContextValue>;
  qc: QueryClient;
}

/** Renders `ui` (given the open modal) with an auth context whose openModal really switches. */
export function renderWithAuth(
  ui: (modal: OpenModal | null, onClose: () => void) => ReactNode,
  {
    modal = null,
    auth = {},
    qc,
    path = '/',
    locale = 'en',
    site = {},
  }: {
    modal?: OpenModal | null;
    auth?: Partial<AuthContextValue>;
    qc?: QueryClient;
    path?: string;
    /** The page's locale; the messages stay English. */
    locale?: string;
    /** The operator's site configuration over the defaults. */
    site?: Partial<SiteConfig>;
  } = {},
) {
  const client =
    qc ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The server inlines the site configuration into every page; so does the test.
  client.setQueryData([REQUEST.siteConfig], { ...DEFAULT_SITE_CONFIG, ...site });
  const spies = {
    reload: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    setProfile: vi.fn(),
  };
  function Provider() {
    const [open, setOpen] = useState<OpenModal | null>(modal);
    const value = useMemo<AuthContextValue>(
      () => ({
        status: 'NOT_LOGGED_IN',
        profile: null,
        sessionReady: false,
        modal: open,
        openModal: (m, o) => setOpen((cur) => ({ ...m, closeTo: o?.closeTo ?? cur?.closeTo })),
        closeModal: () => setOpen(null),
        ...spies,
        ...auth,
      }),
      [open],
    );
    return (
      <AuthContext.Provider value={value}>
        {ui(open, () => setOpen(null))}
        <Where />
      </AuthContext.Provider>
    );
  }
  const result = render(
    <IntlProvider locale={locale} defaultLocale="en" messages={englishMessages} onError={() => {}}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<Provider />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </IntlProvider>,
  );
  return { ...result, qc: client, ...spies };
}
