import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientReport } from './filter';
import { reportUncaught, type ReportContext } from './report';
import {
  buildReport,
  CLIENT_ERRORS_URL,
  clientErrorBody,
  createReporter,
  MAX_BODY,
  MAX_REPORTS_PER_PAGE,
} from './reporter';

const PAGE = 'https://bets.example.com/football';

class ApiLikeError extends Error {
  constructor(readonly status: number) {
    super(`${status} INTERNAL_ERROR`);
  }
}

describe('buildReport', () => {
  const rows: [string, unknown, ReportContext, Partial<ClientReport>][] = [
    [
      'an Error',
      new TypeError('x is undefined'),
      { kind: 'error' },
      { kind: 'error', name: 'TypeError', message: 'x is undefined' },
    ],
    ['a string thrown', 'boom', { kind: 'rejection' }, { kind: 'rejection', name: 'Error', message: 'boom' }],
    [
      'an object with a message',
      { message: 'User is out of limit' },
      {},
      { kind: 'caught', message: 'User is out of limit' },
    ],
    [
      "the router's 404 response",
      { status: 404, statusText: 'Not Found', data: '' },
      { kind: 'route' },
      { kind: 'route', name: 'ErrorResponse', message: '404 Not Found', status: 404 },
    ],
    [
      'an API error the code threw',
      new ApiLikeError(500),
      {},
      { status: 500, message: '500 INTERNAL_ERROR' },
    ],
    ['an error flagged to skip', Object.assign(new Error('known'), { skipReport: true }), {}, { skip: true }],
    [
      'a failed call, its bodies cut',
      new Error('POST /api/sportsbook/v3/bets answered 500'),
      {
        http: {
          url: '/api/sportsbook/v3/bets',
          method: 'POST',
          status: 500,
          requestBody: 'x'.repeat(MAX_BODY + 10),
          responseBody: '{}',
        },
      },
      {
        kind: 'http',
        http: {
          url: '/api/sportsbook/v3/bets',
          method: 'POST',
          status: 500,
          requestBody: `${'x'.repeat(MAX_BODY)}…`,
          responseBody: '{}',
        },
      },
    ],
  ];
  it.each(rows)('%s', (_, error, context, want) => {
    expect(buildReport(error, context, PAGE)).toMatchObject({ pageUrl: PAGE, ...want });
  });
});

describe('createReporter', () => {
  it('sends what passes the filter, once, and at most ten a page', async () => {
    const sent: ClientReport[] = [];
    const r = createReporter(async (rep) => {
      sent.push(rep);
    });
    const thrown = () => new Error('first'); // the same error, thrown twice from one place
    r.report(thrown(), {}, PAGE);
    r.report(thrown(), {}, PAGE);
    r.report(new TypeError('Failed to fetch'), {}, PAGE); // a network error
    r.report({ status: 404, statusText: 'Not Found' }, { kind: 'route' }, PAGE);
    for (let i = 0; i < 20; i++) r.report(new Error(`loop ${i}`), {}, PAGE);
    expect(sent.map((s) => s.message)).toEqual([
      'first',
      ...Array.from({ length: MAX_REPORTS_PER_PAGE - 1 }, (_, i) => `loop ${i}`),
    ]);
  });

  it('drops a report it cannot send, without reporting that', async () => {
    const deliver = vi.fn(() => Promise.reject(new Error('service down')));
    const r = createReporter(deliver);
    r.report(new Error('boom'), {}, PAGE);
    await Promise.resolve();
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});

describe('clientErrorBody', () => {
  const report: ClientReport = {
    kind: 'http',
    name: 'Error',
    message: 'POST /x answered 500',
    stack: 'Error: at x',
    pageUrl: PAGE,
    http: {
      url: '/x',
      method: 'POST',
      status: 500,
      requestBody: '{"stake":100}',
      responseBody: '{"code":"INTERNAL_ERROR"}',
    },
  };
  it("is the contract's report", () => {
    expect(JSON.parse(clientErrorBody(report))).toEqual({
      message: 'POST /x answered 500',
      kind: 'http',
      page_url: PAGE,
      stack: 'Error: at x',
      http: {
        url: '/x',
        method: 'POST',
        status: 500,
        request_body: '{"stake":100}',
        response_body: '{"code":"INTERNAL_ERROR"}',
      },
    });
  });
  it('drops the bulk when non-Latin text would pass 16 KiB', () => {
    const heavy = {
      ...report,
      stack: '錯'.repeat(4000),
      http: { ...report.http!, responseBody: '錯'.repeat(2000) },
    };
    const body = clientErrorBody(heavy);
    expect(new Blob([body]).size).toBeLessThanOrEqual(16 * 1024);
    expect(JSON.parse(body)).toMatchObject({
      message: 'POST /x answered 500',
      http: { url: '/x', status: 500 },
    });
  });
});

describe('reportUncaught', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.querySelector('meta[name="error-reporting-dsn"]')?.remove();
  });

  it('sends uncaught errors to the server log without a DSN, and not the resize-observer loop', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const target = new EventTarget();
    const stop = reportUncaught(target as unknown as Window);
    target.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
    target.dispatchEvent(
      new ErrorEvent('error', { error: new Error('uncaught boom'), message: 'uncaught boom' }),
    );
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CLIENT_ERRORS_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toMatchObject({ message: 'uncaught boom', kind: 'error' });
  });

  it("sends unhandled rejections to the DSN's service when the page carries one", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    const meta = document.createElement('meta');
    meta.name = 'error-reporting-dsn';
    meta.content = 'https://pub123@errors.example.com/42';
    document.head.append(meta);
    const target = new EventTarget();
    const stop = reportUncaught(target as unknown as Window);
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected boom') });
    target.dispatchEvent(rejection);
    stop();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://errors.example.com/api/42/envelope/?sentry_key=pub123&sentry_version=7');
    const [, item, event] = (init.body as string).split('\n');
    expect(JSON.parse(item!)).toEqual({ type: 'event' });
    expect(JSON.parse(event!).exception.values[0]).toMatchObject({
      type: 'Error',
      value: 'rejected boom',
      mechanism: { type: 'rejection', handled: false },
    });
  });
});
