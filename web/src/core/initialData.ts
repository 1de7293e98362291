// Reads what the server inlined into the page (see internal/web): the locale, the page kind, the
// HTTP status, and the responses of the page's first requests keyed by request string. The bodies
// seed the query cache once; the element is then removed so the data is not kept twice.
import type { PageKind } from './routeData';

export type ServerPage = PageKind | 'error';

export interface InitialData {
  locale?: string;
  page?: ServerPage;
  status?: number;
  data?: Record<string, unknown>;
}

export function readInitialData(doc: Document = document): InitialData {
  const el = doc.getElementById('__INITIAL_DATA__');
  if (!el?.textContent) return {};
  try {
    return JSON.parse(el.textContent) as InitialData;
  } catch {
    return {};
  } finally {
    el.remove();
  }
}

/** What the server said about the page it rendered: its kind and the requests it answered. */
export interface PageHint {
  path: string;
  page: ServerPage;
  requests: string[];
}

let hint: PageHint | null = null;

export function rememberPageHint(path: string, initial: InitialData): void {
  hint = initial.page ? { path, page: initial.page, requests: Object.keys(initial.data ?? {}) } : null;
}

/** The server's hint for a path, when the server rendered that path. */
export function pageHint(path: string): PageHint | null {
  return hint && hint.path === path ? hint : null;
}

/** The hint describes the page as the server saw it at load; once the visitor moves on it is dropped. */
export function forgetPageHintUnless(path: string): void {
  if (hint && hint.path !== path) hint = null;
}
