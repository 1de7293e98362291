import createClient from 'openapi-fetch';
import { describe, expect, it, vi } from 'vitest';
import { reportFailedResponse, type ReportContext } from './report';
import { reportingMiddleware } from './http';

interface Paths {
  '/v3/bets': {
    post: {
      requestBody: { content: { 'application/json': { stake: number } } };
      responses: Record<number, unknown>;
    };
  };
  '/sports': { get: { responses: Record<number, unknown> } };
}

/** A client over a fake server answering each call with the given status and body. */
function clientAnswering(status: number, body: string) {
  const reports: [unknown, ReportContext][] = [];
  const received: string[] = [];
  const fetch = vi.fn(async (req: Request) => {
    received.push(await req.text()); // what the server gets
    const res = new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    Object.defineProperty(res, 'url', { value: req.url });
    return res;
  });
  const client = createClient<Paths>({ baseUrl: 'https://bets.example.com/api/sportsbook', fetch });
  client.use(reportingMiddleware((error, context = {}) => reports.push([error, context])));
  return { client, reports, received };
}

describe('reportingMiddleware', () => {
  it.each([
    [
      'a 500 to a POST: both bodies',
      'POST',
      500,
      { stake: 100 },
      '{"code":"INTERNAL_ERROR"}',
      '{"stake":100}',
    ],
    ['a 503 to a GET: no request body', 'GET', 503, undefined, '{"code":"SERVICE_UNAVAILABLE"}', undefined],
    [
      'a 422 goes to the filter too (which drops it)',
      'POST',
      422,
      { stake: 1 },
      '{"code":"VALIDATION_FAILED"}',
      '{"stake":1}',
    ],
  ])('%s', async (_, method, status, sent, answer, requestBody) => {
    const { client, reports, received } = clientAnswering(status, answer);
    const { error } =
      method === 'POST'
        ? await client.POST('/v3/bets', { body: sent as { stake: number } })
        : await client.GET('/sports');
    expect(error).toBeDefined(); // the caller still reads its own answer
    expect(received).toEqual([requestBody ?? '']); // and the server the whole request
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    const [err, context] = reports[0]!;
    const path = method === 'POST' ? '/api/sportsbook/v3/bets' : '/api/sportsbook/sports';
    expect((err as Error).message).toBe(`${method} ${path} answered ${status}`);
    expect(context).toEqual({
      kind: 'http',
      http: { url: `https://bets.example.com${path}`, method, status, requestBody, responseBody: answer },
    });
  });

  it('reports nothing for an answer that is ok', async () => {
    const { client, reports } = clientAnswering(200, '[]');
    await client.GET('/sports');
    await new Promise((r) => setTimeout(r, 0));
    expect(reports).toEqual([]);
  });
});

describe('reportFailedResponse', () => {
  it('enriches a page-data fetch that failed', async () => {
    const send = vi.fn();
    const res = new Response('{"code":"INTERNAL_ERROR"}', { status: 500 });
    Object.defineProperty(res, 'url', { value: 'https://bets.example.com/api/sportsbook/counters' });
    await reportFailedResponse(res, 'POST', '{}', send);
    expect(send).toHaveBeenCalledWith(new Error('POST /api/sportsbook/counters answered 500'), {
      kind: 'http',
      http: {
        url: 'https://bets.example.com/api/sportsbook/counters',
        method: 'POST',
        status: 500,
        requestBody: '{}',
        responseBody: '{"code":"INTERNAL_ERROR"}',
      },
    });
    expect(await res.text()).toBe('{"code":"INTERNAL_ERROR"}'); // the caller's body is untouched
  });
});
