// The fetcher of route-data requests ("GET /matches?..."), whose strings are also query keys.
// Response types come from the contract (schema.d.ts) through the caller's type parameter.

export const API_BASE = '/api/sportsbook';

/** An API error with the contract's stable code and message key. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
  ) {
    super(`${status} ${code}`);
  }
}

/** Runs a route-data request such as "GET /matches?limit=30" or "POST /counters". */
export async function runRequest<T>(request: string, signal?: AbortSignal): Promise<T> {
  const space = request.indexOf(' ');
  const method = request.slice(0, space);
  const path = request.slice(space + 1);
  const res = await fetch(API_BASE + path, {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    },
    body: method === 'POST' ? '{}' : undefined,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiRequestError(
      res.status,
      body.code ?? 'HTTP_ERROR',
      body.message ?? 'global-error.default.title',
    );
  }
  return (await res.json()) as T;
}
