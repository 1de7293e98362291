// What is worth reporting (spec section 8, "Filter before reporting" and "Global handling"): a
// pure rule over a built report, so that each line of the spec is one row of a test.

/** Where an error was caught. */
export type ReportKind = 'error' | 'rejection' | 'route' | 'http' | 'realtime' | 'caught';

/** A failed HTTP call, enriched as section 8 asks: the response's URL, status and both bodies. */
export interface HttpFailure {
  url: string;
  method: string;
  /** 0 when no answer came. */
  status: number;
  requestBody?: string;
  responseBody?: string;
}

export interface ClientReport {
  kind: ReportKind;
  /** The error's type: TypeError, ChunkLoadError, AbortError... */
  name: string;
  message: string;
  stack?: string;
  pageUrl: string;
  http?: HttpFailure;
  /** The status of an HTTP answer the error stands for (an API error thrown by the code, the
   * router's error response), when it is not a failed call reported as such. */
  status?: number;
  /** The code asked not to report it (`skipReport: true` on the error). */
  skip?: boolean;
  tags?: Record<string, string>;
}

/** The out-of-limit exception (spec: 'User is out of limit'), which is not reported. */
export const OUT_OF_LIMIT_MESSAGE = 'User is out of limit';

// fetch() rejects with a TypeError whose text each browser words its own way.
const NETWORK_ERROR =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed|Network ?Error)$/i;
const CANCELLED = /^(AbortError|CancelledError)$/;
const CANCELLED_MESSAGE =
  /^(CancelledError|The (user|operation) (aborted|was aborted)|signal is aborted|Request aborted)/i;
const CONNECTION_ABORTED = /ECONNABORTED|ERR_CONNECTION_ABORTED|connection (was )?aborted/i;
const TIMEOUT = /^TimeoutError$/;
const TIMEOUT_MESSAGE = /^(timeout( of \d+ ?ms)? exceeded|(The )?request timed out)|ETIMEDOUT/i;
// Operators' tracking and tag-manager scripts (the SPA pushes to their dataLayer, core/analytics.ts).
const TRACKING_SCRIPT =
  /googletagmanager\.com|google-analytics\.com|\/gtag\/js|\/gtm\.js|\/analytics\.js|doubleclick\.net|connect\.facebook\.net|fbevents\.js|static\.hotjar\.com|clarity\.ms|mc\.yandex\.ru/i;
// Vite's lazy pages and webpack-style chunk errors, in each browser's words.
const CHUNK_LOAD =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i;
const SCRIPT_LOAD = /Failed to load script|Loading script failed|Script load (error|failed)/i;
/** What the browser says of an error in another origin's script (tag managers are), hiding the rest. */
const OTHER_ORIGIN_SCRIPT = /^Script error\.?$/;
const RESIZE_OBSERVER_LOOP = /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i;

/** Jackpot fetches (GET /jackpots, /jackpots/{id}, /jackpot-hits). */
const JACKPOT_FETCH = /\/api\/sportsbook\/jackpot(s|-hits)(\/|\?|$)/;
/** Jackpot fetch errors with these statuses are not reported; others are (spec section 8). */
const JACKPOT_UNREPORTED = new Set([400, 404, 500]);

/** Why a report is dropped, or null when it is sent. Rules in the spec's order. */
export function dropReason(r: ClientReport): string | null {
  const frames = r.stack ?? '';
  if (CANCELLED.test(r.name) || CANCELLED_MESSAGE.test(r.message)) return 'cancelled request';
  if (r.kind === 'http' && r.http?.status === 0) return 'network error';
  if (r.name === 'TypeError' && NETWORK_ERROR.test(r.message)) return 'network error';
  if (CONNECTION_ABORTED.test(r.message)) return 'connection aborted';
  if (TIMEOUT.test(r.name) || TIMEOUT_MESSAGE.test(r.message)) return 'timeout';
  if (TRACKING_SCRIPT.test(frames) || OTHER_ORIGIN_SCRIPT.test(r.message)) return 'tracking script';
  if (r.name === 'ChunkLoadError' || CHUNK_LOAD.test(r.message)) return 'chunk load';
  if (SCRIPT_LOAD.test(r.message)) return 'script load';
  if (r.skip) return 'flagged to skip';
  if (RESIZE_OBSERVER_LOOP.test(r.message)) return 'resize-observer loop';
  if (r.kind === 'route' && r.status === 404) return 'page not found';
  if (r.message === OUT_OF_LIMIT_MESSAGE) return 'out of limit';
  if (r.http) {
    if (JACKPOT_FETCH.test(r.http.url))
      return JACKPOT_UNREPORTED.has(r.http.status) ? 'jackpot status' : null;
    // A 4xx is an answer the page handles (a refused bet, a wrong password), not a fault.
    if (r.http.status < 500) return 'answered 4xx';
  }
  // An API answer thrown on by the code was reported by the fetch layer when it happened.
  if (r.status !== undefined) return 'answer already reported';
  return null;
}

export function shouldReport(r: ClientReport): boolean {
  return dropReason(r) === null;
}
