// The fetcher of route-data requests ("GET /matches?..."), whose strings are also query keys.
// Response types come from the contract (schema.d.ts) through the caller's type parameter.
import { reportFailedResponse } from '../core/reporting/report';

export const API_BASE = '/api/sportsbook';

/** An API error with the contract's stable code, message key and details. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(`${status} ${code}`);
  }

  /** The invalid fields and their message keys (details.fields). */
  get fields(): Readonly<Record<string, string>> {
    const f = this.details.fields;
    if (!f || typeof f !== 'object') return {};
    return Object.fromEntries(
      Object.entries(f as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string',
      ),
    );
  }

  /** A string detail such as details.until or details.country. */
  detail(name: string): string | undefined {
    const v = this.details[name];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
  }
}

/** Turns an error body of the contract ({code, message, details}) into an ApiRequestError. */
export function toApiError(status: number, body: unknown): ApiRequestError {
  const b = (body && typeof body === 'object' ? body : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  return new ApiRequestError(
    status,
    typeof b.code === 'string' ? b.code : 'HTTP_ERROR',
    typeof b.message === 'string' ? b.message : 'global-error.default.title',
    b.details && typeof b.details === 'object' ? (b.details as Record<string, unknown>) : {},
  );
}

/** Runs a route-data request such as "GET /matches?limit=30" or "POST /counters". */
export async function runRequest<T>(request: string, signal?: AbortSignal): Promise<T> {
  const space = request.indexOf(' ');
  const method = request.slice(0, space);
  const path = request.slice(space + 1);
  const body = method === 'POST' ? '{}' : undefined;
  const res = await fetch(API_BASE + path, {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      // The API answers the catalogue's names (sports, leagues, markets) in the page's language.
      ...(document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {}),
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
  });
  if (!res.ok) {
    void reportFailedResponse(res, method, body);
    throw toApiError(res.status, await res.json().catch(() => ({})));
  }
  return (await res.json()) as T;
}
