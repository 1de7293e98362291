import { describe, expect, it } from 'vitest';
import type { ClientReport } from './filter';
import { buildEnvelope, envelopeURL, parseDSN, parseStack } from './sentry';

describe('parseDSN and envelopeURL', () => {
  it.each([
    [
      'https://pub@errors.example.com/42',
      'https://errors.example.com/api/42/envelope/?sentry_key=pub&sentry_version=7',
    ],
    [
      'https://pub@errors.example.com:8443/sentry/7',
      'https://errors.example.com:8443/sentry/api/7/envelope/?sentry_key=pub&sentry_version=7',
    ],
    ['http://k@127.0.0.1:9000/1', 'http://127.0.0.1:9000/api/1/envelope/?sentry_key=k&sentry_version=7'],
  ])('%s', (dsn, url) => {
    const d = parseDSN(dsn);
    expect(d).not.toBeNull();
    expect(envelopeURL(d!)).toBe(url);
  });
  it.each([
    'not a url',
    'https://errors.example.com/42',
    'https://pub@errors.example.com/app',
    'ftp://pub@errors.example.com/1',
  ])('refuses %s', (dsn) => expect(parseDSN(dsn)).toBeNull());
});

describe('parseStack', () => {
  const origin = 'https://bets.example.com';
  it.each([
    [
      'Chrome',
      'TypeError: x\n    at renderOdds (https://bets.example.com/assets/index-a.js:10:20)\n    at https://www.googletagmanager.com/gtm.js:1:2',
      [
        { filename: 'https://www.googletagmanager.com/gtm.js', lineno: 1, colno: 2, in_app: false },
        {
          function: 'renderOdds',
          filename: 'https://bets.example.com/assets/index-a.js',
          lineno: 10,
          colno: 20,
          in_app: true,
        },
      ],
    ],
    [
      'Firefox and Safari',
      'renderOdds@https://bets.example.com/assets/index-a.js:10:20\n@https://bets.example.com/assets/index-a.js:3:4',
      [
        { filename: 'https://bets.example.com/assets/index-a.js', lineno: 3, colno: 4, in_app: true },
        {
          function: 'renderOdds',
          filename: 'https://bets.example.com/assets/index-a.js',
          lineno: 10,
          colno: 20,
          in_app: true,
        },
      ],
    ],
    ['none', undefined, []],
  ])('%s', (_, stack, frames) => expect(parseStack(stack, origin)).toEqual(frames));
});

describe('buildEnvelope', () => {
  const now = new Date('2026-05-01T12:00:00.000Z');
  const id = '0123456789abcdef0123456789abcdef';
  const dsn = 'https://pub@errors.example.com/42';

  it('carries a failed call with its enrichment', () => {
    const report: ClientReport = {
      kind: 'http',
      name: 'Error',
      message: 'POST /api/sportsbook/v3/bets answered 500',
      stack: 'Error: x\n    at place (https://bets.example.com/assets/betslip-b.js:5:6)',
      pageUrl: 'https://bets.example.com/live',
      http: {
        url: 'https://bets.example.com/api/sportsbook/v3/bets',
        method: 'POST',
        status: 500,
        requestBody: '{"stake":100}',
        responseBody: '{}',
      },
      tags: { feature: 'betslip' },
    };
    const lines = buildEnvelope(dsn, report, id, now).split('\n');
    expect(lines).toHaveLength(4); // three JSON lines and the final newline
    expect(JSON.parse(lines[0]!)).toEqual({ event_id: id, sent_at: '2026-05-01T12:00:00.000Z', dsn });
    expect(JSON.parse(lines[1]!)).toEqual({ type: 'event' });
    expect(JSON.parse(lines[2]!)).toMatchObject({
      event_id: id,
      timestamp: now.getTime() / 1000,
      platform: 'javascript',
      level: 'error',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'POST /api/sportsbook/v3/bets answered 500',
            stacktrace: {
              frames: [
                {
                  function: 'place',
                  filename: 'https://bets.example.com/assets/betslip-b.js',
                  lineno: 5,
                  colno: 6,
                  in_app: true,
                },
              ],
            },
            mechanism: { type: 'http', handled: true },
          },
        ],
      },
      request: { url: 'https://bets.example.com/live' },
      tags: { kind: 'http', feature: 'betslip', 'http.status': '500' },
      extra: {
        http: {
          url: 'https://bets.example.com/api/sportsbook/v3/bets',
          method: 'POST',
          status: 500,
          request_body: '{"stake":100}',
          response_body: '{}',
        },
      },
    });
  });

  it('marks an uncaught error unhandled, with neither stack nor extra when it has none', () => {
    const event = JSON.parse(
      buildEnvelope(
        dsn,
        { kind: 'error', name: 'Error', message: 'boom', pageUrl: 'https://bets.example.com/' },
        id,
        now,
      ).split('\n')[2]!,
    );
    expect(event.exception.values[0]).toEqual({
      type: 'Error',
      value: 'boom',
      mechanism: { type: 'error', handled: false },
    });
    expect(event.extra).toBeUndefined();
  });
});
