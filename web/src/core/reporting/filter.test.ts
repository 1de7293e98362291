import { describe, expect, it } from 'vitest';
import { dropReason, shouldReport, type ClientReport } from './filter';

const base: ClientReport = {
  kind: 'error',
  name: 'Error',
  message: 'boom',
  stack: 'Error: boom\n    at render (https://bets.example.com/assets/index-abc.js:1:2)',
  pageUrl: 'https://bets.example.com/live',
};
const http = (url: string, status: number): Partial<ClientReport> => ({
  kind: 'http',
  message: `GET ${url} answered ${status}`,
  http: { url: `https://bets.example.com${url}`, method: 'GET', status },
});

// One row per line of spec section 8's "Filter before reporting", then the other section 8 rules.
const rows: [string, Partial<ClientReport>, string | null][] = [
  ['an uncaught error in our code', {}, null],
  [
    'a cancelled request (fetch aborted)',
    { name: 'AbortError', message: 'signal is aborted without reason' },
    'cancelled request',
  ],
  ['a cancelled query', { message: 'CancelledError' }, 'cancelled request'],
  ['a cancelled request in other words', { message: 'The user aborted a request.' }, 'cancelled request'],
  ['a network error (Chrome)', { name: 'TypeError', message: 'Failed to fetch' }, 'network error'],
  [
    'a network error (Firefox)',
    { name: 'TypeError', message: 'NetworkError when attempting to fetch resource.' },
    'network error',
  ],
  ['a network error (Safari)', { name: 'TypeError', message: 'Load failed' }, 'network error'],
  ['an HTTP call without an answer', http('/api/sportsbook/sports', 0), 'network error'],
  [
    'a TypeError of our own',
    { name: 'TypeError', message: "Cannot read properties of undefined (reading 'odds')" },
    null,
  ],
  ['a connection-aborted error', { message: 'Request failed: ECONNABORTED' }, 'connection aborted'],
  ['a timeout (AbortSignal.timeout)', { name: 'TimeoutError', message: 'signal timed out' }, 'timeout'],
  ["a timeout in an HTTP client's words", { message: 'timeout of 5000ms exceeded' }, 'timeout'],
  ['setTimeout in a message is no timeout', { message: 'setTimeout is not a function' }, null],
  [
    'a stack from the tag manager',
    { stack: 'TypeError: x\n    at f (https://www.googletagmanager.com/gtm.js?id=GTM-1:2:3)' },
    'tracking script',
  ],
  [
    'a stack from an analytics tag',
    { stack: 'e@https://connect.facebook.net/en_US/fbevents.js:1:2' },
    'tracking script',
  ],
  ["an error hidden in another origin's script", { message: 'Script error.' }, 'tracking script'],
  [
    'a chunk-load error (webpack)',
    { name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' },
    'chunk load',
  ],
  [
    'a lazy page that failed to load (Vite, Chrome)',
    {
      name: 'TypeError',
      message: 'Failed to fetch dynamically imported module: https://bets.example.com/assets/SportPage-x.js',
    },
    'chunk load',
  ],
  [
    'a lazy page that failed to load (Safari)',
    { message: 'Importing a module script failed.' },
    'chunk load',
  ],
  [
    'a script-load failure',
    { message: 'Failed to load script: https://cdn.example.com/x.js' },
    'script load',
  ],
  ['an error flagged to skip capture', { skip: true }, 'flagged to skip'],
  [
    'the resize-observer loop',
    { message: 'ResizeObserver loop completed with undelivered notifications.' },
    'resize-observer loop',
  ],
  [
    'the resize-observer loop (older)',
    { message: 'ResizeObserver loop limit exceeded' },
    'resize-observer loop',
  ],
  [
    'a page-not-found transaction',
    { kind: 'route', name: 'ErrorResponse', message: '404 Not Found', status: 404 },
    'page not found',
  ],
  ["a render error on the router's error page", { kind: 'route' }, null],
  ['a failed HTTP call (500)', http('/api/sportsbook/v3/bets', 500), null],
  ['a failed HTTP call (503)', http('/api/platform/player', 503), null],
  ["a gateway timeout is the server's fault", http('/api/sportsbook/matches', 504), null],
  // Section 8, session: 'An out-of-limit exception ... is not reported'.
  ['the out-of-limit exception', { message: 'User is out of limit' }, 'out of limit'],
  // Decision: a 4xx is an answer the page handles (a refused bet, a wrong password), not a fault.
  ['a refused bet (422)', http('/api/sportsbook/v3/bets', 422), 'answered 4xx'],
  ['a wrong password (401)', http('/api/platform/users/sign_in', 401), 'answered 4xx'],
  // Section 8: jackpot fetch errors with status 400, 500 or 404 are not reported; others are.
  ['a jackpot fetch answered 400', http('/api/sportsbook/jackpots', 400), 'jackpot status'],
  ['a jackpot fetch answered 404', http('/api/sportsbook/jackpots/7', 404), 'jackpot status'],
  ['a jackpot fetch answered 500', http('/api/sportsbook/jackpots', 500), 'jackpot status'],
  ['jackpot hits answered 500', http('/api/sportsbook/jackpot-hits?for_user=true', 500), 'jackpot status'],
  ['a jackpot fetch answered 403', http('/api/sportsbook/jackpots', 403), null],
  ['a jackpot fetch answered 502', http('/api/sportsbook/jackpots', 502), null],
  // The fetch layer reported it when it happened; the code throwing it on is the same failure.
  [
    'an API error thrown on by the code',
    { name: 'Error', message: '500 INTERNAL_ERROR', status: 500 },
    'answer already reported',
  ],
  [
    'a realtime send failure',
    { kind: 'realtime', message: 'realtime subscribe failed: 103 permission denied' },
    null,
  ],
];

describe('shouldReport', () => {
  it.each(rows)('%s', (_, fields, reason) => {
    const r = { ...base, ...fields };
    expect(dropReason(r)).toBe(reason);
    expect(shouldReport(r)).toBe(reason === null);
  });
});
