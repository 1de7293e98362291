// Failed HTTP calls are reported where they happen, once: here, in the fetch layer (both API
// clients' middleware and the page-data fetch), enriched with the response's URL and status and
// both bodies (spec section 8). The filter keeps 5xx and the jackpot rule's statuses.
import type { Middleware } from 'openapi-fetch';
import { report, type ReportContext } from './report';

type Report = (error: unknown, context: ReportContext) => void;

/** Reports a response that is not ok, reading its body from a clone (the caller reads its own). */
export async function reportFailedResponse(
  response: Response,
  method: string,
  requestBody: Promise<string | undefined> | string | undefined,
  send: Report = report,
): Promise<void> {
  if (response.ok) return;
  const [responseBody, sent] = await Promise.all([
    response
      .clone()
      .text()
      .catch(() => undefined),
    Promise.resolve(requestBody).catch(() => undefined),
  ]);
  const path = new URL(response.url, location.href).pathname;
  send(new Error(`${method} ${path} answered ${response.status}`), {
    kind: 'http',
    http: { url: response.url, method, status: response.status, requestBody: sent, responseBody },
  });
}

/** The openapi-fetch middleware of both API clients. */
export function reportingMiddleware(send: Report = report): Middleware {
  // The request's body is read by fetch: a copy is kept per call until its answer comes.
  const bodies = new Map<string, Promise<string | undefined>>();
  return {
    onRequest({ request, id }) {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.body)
        bodies.set(
          id,
          request
            .clone()
            .text()
            .catch(() => undefined),
        );
      return undefined;
    },
    onResponse({ request, response, id }) {
      const body = bodies.get(id);
      bodies.delete(id);
      void reportFailedResponse(response, request.method, body, send);
      return undefined;
    },
    onError({ id }) {
      // No answer at all: a network error or a cancel, which the filter drops anyway.
      bodies.delete(id);
      return undefined;
    },
  };
}
