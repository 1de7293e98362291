// Error reporting (spec section 8, "Global handling"): report() is all the rest of the app needs,
// small enough for the first screen; the reporter that filters and sends (reporter.ts) loads with
// the first error.
import type { HttpFailure, ReportKind } from './filter';

export interface ReportContext {
  kind?: ReportKind;
  http?: HttpFailure;
  tags?: Record<string, string>;
}

/** Reports an error (filtered, once, at most ten a page load). */
export function report(error: unknown, context: ReportContext = {}): void {
  const pageUrl = location.href; // the page it happened on, not the one the reporter loads on
  // A reporter that cannot load is offline, or the build moved on: nothing could be sent.
  import('./reporter').then(
    (m) => m.pageReporter.report(error, context, pageUrl),
    () => {},
  );
}

/**
 * Reports a response that is not ok, enriched with its URL, status and both bodies. The copy is
 * taken now, before the caller reads the body.
 */
export function reportFailedResponse(
  response: Response,
  method: string,
  requestBody: Promise<string | undefined> | string | undefined,
  send: typeof report = report,
): Promise<void> {
  if (response.ok) return Promise.resolve();
  const copy = response.clone();
  return Promise.all([
    copy.text().catch(() => undefined),
    Promise.resolve(requestBody).catch(() => undefined),
  ]).then(([responseBody, sent]) =>
    send(
      new Error(`${method} ${new URL(response.url, location.href).pathname} answered ${response.status}`),
      {
        kind: 'http',
        http: { url: response.url, method, status: response.status, requestBody: sent, responseBody },
      },
    ),
  );
}

/** Reports what nothing caught: uncaught errors and unhandled promise rejections. */
export function reportUncaught(target: Window = window): () => void {
  const onError = (e: ErrorEvent) => report(e.error ?? e.message, { kind: 'error' });
  const onRejection = (e: PromiseRejectionEvent) => report(e.reason, { kind: 'rejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
