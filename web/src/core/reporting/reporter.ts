// The reporter behind report.ts, loaded with the first error rather than with the first screen:
// it builds the report, filters it (filter.ts), drops repeats and caps a page's reports, and sends
// them. With a DSN in the page (the server's ERROR_REPORTING_DSN) they go to that Sentry-compatible
// service through sentry.ts, loaded only then; otherwise to the server's log (POST
// /api/sportsbook/client-errors). Sending never reports its own failure.
import { shouldReport, type ClientReport } from './filter';
import type { ReportContext } from './report';

/** Limits that keep a report small (the server takes 16 KiB) and a looping page quiet. */
export const MAX_MESSAGE = 1024;
export const MAX_STACK = 4096;
/** Each HTTP body is cut to this: enough for an error envelope or a bet slip. */
export const MAX_BODY = 2048;
export const MAX_REPORTS_PER_PAGE = 10;

export const CLIENT_ERRORS_URL = '/api/sportsbook/client-errors';
const MAX_REPORT_BYTES = 16 * 1024;

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** The shape of what code throws: Errors, but also strings, objects and route error responses. */
function fieldsOf(error: unknown): {
  name: string;
  message: string;
  stack?: string;
  status?: number;
  skip?: boolean;
} {
  if (error instanceof Error) {
    const e = error as Error & { status?: unknown; skipReport?: unknown };
    return {
      name: e.name || 'Error',
      message: e.message || e.name || 'Error',
      stack: e.stack,
      // ApiRequestError (api/request.ts) carries the status of the answer it stands for.
      status: typeof e.status === 'number' ? e.status : undefined,
      skip: e.skipReport === true,
    };
  }
  if (error && typeof error === 'object') {
    const o = error as { status?: unknown; statusText?: unknown; message?: unknown; skipReport?: unknown };
    // The router's error response ({status, statusText, data}).
    if (typeof o.status === 'number')
      return {
        name: 'ErrorResponse',
        message: `${o.status} ${String(o.statusText ?? '')}`.trim(),
        status: o.status,
      };
    if (typeof o.message === 'string')
      return { name: 'Error', message: o.message, skip: o.skipReport === true };
  }
  return { name: 'Error', message: String(error) };
}

/** Builds the report of an error caught on pageUrl (pure: tested by table). */
export function buildReport(error: unknown, context: ReportContext, pageUrl: string): ClientReport {
  const f = fieldsOf(error);
  const http = context.http && {
    ...context.http,
    requestBody:
      context.http.requestBody === undefined ? undefined : truncate(context.http.requestBody, MAX_BODY),
    responseBody:
      context.http.responseBody === undefined ? undefined : truncate(context.http.responseBody, MAX_BODY),
  };
  return {
    kind: context.kind ?? (http ? 'http' : 'caught'),
    name: f.name,
    message: truncate(f.message, MAX_MESSAGE),
    stack: f.stack === undefined ? undefined : truncate(f.stack, MAX_STACK),
    pageUrl,
    http,
    status: f.status,
    skip: f.skip || undefined,
    tags: context.tags,
  };
}

/** The same error caught twice (a render retried, an error in a loop) is one report. */
function fingerprint(r: ClientReport): string {
  return [
    r.kind,
    r.name,
    r.message,
    r.http?.url ?? '',
    r.http?.status ?? '',
    r.stack?.split('\n')[1] ?? '',
  ].join('|');
}

/** The DSN the server put in the page, or null. */
function pageDSN(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="error-reporting-dsn"]')?.content || null;
}

/** The server-log fallback's body: the contract's report, small enough for its 16 KiB bound. */
export function clientErrorBody(r: ClientReport): string {
  const body = {
    message: r.message,
    kind: r.kind,
    page_url: r.pageUrl,
    stack: r.stack,
    tags: r.tags,
    http: r.http && {
      url: r.http.url,
      method: r.http.method,
      status: r.http.status,
      request_body: r.http.requestBody,
      response_body: r.http.responseBody,
    },
  };
  const json = JSON.stringify(body);
  if (new Blob([json]).size <= MAX_REPORT_BYTES) return json;
  // Non-Latin text can weigh three bytes a character: drop the bulk, keep what names the error.
  return JSON.stringify({
    ...body,
    stack: undefined,
    http: body.http && { ...body.http, request_body: undefined, response_body: undefined },
  });
}

async function send(r: ClientReport): Promise<void> {
  const dsn = pageDSN();
  if (dsn) {
    const { sendToSentry } = await import('./sentry');
    return sendToSentry(dsn, r);
  }
  // Plain fetch, not the API clients: their middleware would report this call's own failure.
  await fetch(CLIENT_ERRORS_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: clientErrorBody(r),
  });
}

export interface Reporter {
  report(error: unknown, context: ReportContext, pageUrl: string): void;
}

/** A reporter with its own memory of what it sent (one per page load; tests make their own). */
export function createReporter(deliver: (r: ClientReport) => Promise<void> = send): Reporter {
  const seen = new Set<string>();
  return {
    report(error, context, pageUrl) {
      const r = buildReport(error, context, pageUrl);
      if (!shouldReport(r) || seen.size >= MAX_REPORTS_PER_PAGE) return;
      const key = fingerprint(r);
      if (seen.has(key)) return;
      seen.add(key);
      // A report that cannot be sent is dropped: reporting it would loop.
      deliver(r).catch(() => {});
    },
  };
}

/** The page's reporter. */
export const pageReporter = createReporter();
