// Failed HTTP calls are reported where they happen, once: in the fetch layer, here for both API
// clients (the page-data fetch calls reportFailedResponse itself), enriched with the response's
// URL and status and both bodies (spec section 8). The filter keeps 5xx and the jackpot rule's.
import type { Middleware } from 'openapi-fetch';
import { report, reportFailedResponse } from './report';

type Report = typeof report;

/** The openapi-fetch middleware of both API clients. */
export function reportingMiddleware(send: Report = report): Middleware {
  // The request's body, as text, per call until its answer comes.
  const bodies = new Map<string, string>();
  return {
    async onRequest({ request, id }) {
      if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return undefined;
      // A body reads once. The call goes on with its bytes, not with a clone(): a cloned body is a
      // stream, which the browser would send streamed, if at all.
      const bytes = await request.arrayBuffer();
      bodies.set(id, new TextDecoder().decode(bytes));
      return new Request(request, { body: bytes });
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
