// Reads what the server inlined into the page (see internal/web): the locale, the page kind,
// the HTTP status, and the responses of the page's first requests keyed by request string.
import type { PageKind } from './routeData';

export interface InitialData {
  locale?: string;
  page?: PageKind;
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
  }
}
