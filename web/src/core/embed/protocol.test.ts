import { describe, expect, it, vi } from 'vitest';
import {
  isAppPath,
  isTopEventClick,
  outgoing,
  pageSize,
  readMessage,
  targetOrigins,
  throttle,
  type IgnoreReason,
  type IncomingMessage,
  type OriginRules,
  type Received,
} from './protocol';

const PARENT = 'https://casino.example.com';
const SITE = 'https://bets.example.com';
const rules = (initialised = false): OriginRules => ({
  allowed: [PARENT, 'https://b.example'],
  trusted: SITE,
  initialised,
});
const from = (origin: string, data: unknown, fromParent = true): Received => ({ origin, data, fromParent });
const msg = (type: string, payload?: unknown) => (payload === undefined ? { type } : { type, payload });

describe('readMessage: who may talk', () => {
  const navigate = msg('sportsbook:navigate', { path: '/live' });
  const cases: { name: string; e: Received; initialised?: boolean; want: IgnoreReason | 'accept' }[] = [
    { name: 'an allowed origin', e: from(PARENT, navigate), want: 'accept' },
    { name: 'the second allowed origin', e: from('https://b.example', navigate), want: 'accept' },
    { name: 'the trusted origin (the site itself)', e: from(SITE, navigate, false), want: 'accept' },
    { name: 'a third origin', e: from('https://evil.example', navigate, false), want: 'origin' },
    {
      name: 'a third origin posing as the parent before the handshake',
      e: from('https://evil.example', navigate),
      want: 'origin',
    },
    {
      name: 'the handshaken parent window, any origin (the wildcard)',
      e: from('https://evil.example', navigate),
      initialised: true,
      want: 'accept',
    },
    {
      name: 'a sibling frame after the handshake',
      e: from('https://evil.example', navigate, false),
      initialised: true,
      want: 'origin',
    },
    {
      name: 'an allowed origin differing by scheme',
      e: from('http://casino.example.com', navigate),
      want: 'origin',
    },
    {
      name: 'an allowed origin differing by port',
      e: from('https://casino.example.com:8443', navigate),
      want: 'origin',
    },
    { name: 'an allowed origin with a trailing slash', e: from(PARENT + '/', navigate), want: 'origin' },
    { name: 'an opaque origin', e: from('null', navigate), want: 'origin' },
    {
      name: 'the handshake from the parent window',
      e: from(PARENT, msg('sportsbook:initialized')),
      want: 'accept',
    },
    {
      name: 'the handshake from a popup of an allowed origin',
      e: from(PARENT, msg('sportsbook:initialized'), false),
      want: 'origin',
    },
  ];
  it.each(cases)('$name', ({ e, initialised, want }) => {
    const v = readMessage(e, rules(initialised));
    expect(v.accept ? 'accept' : v.reason).toBe(want);
  });
});

describe('readMessage: types and payloads', () => {
  const cases: { name: string; data: unknown; want: IncomingMessage | IgnoreReason }[] = [
    {
      name: 'handshake without listens',
      data: msg('sportsbook:initialized'),
      want: { type: 'initialized', listens: [] },
    },
    {
      name: 'handshake listing actions, duplicates dropped',
      data: msg('sportsbook:initialized', { listens: ['sign-in', 'deposit', 'sign-in'] }),
      want: { type: 'initialized', listens: ['sign-in', 'deposit'] },
    },
    {
      name: 'handshake with an unknown action',
      data: msg('sportsbook:initialized', { listens: ['cash-out'] }),
      want: 'payload',
    },
    {
      name: 'handshake with listens not a list',
      data: msg('sportsbook:initialized', { listens: 'sign-in' }),
      want: 'payload',
    },
    { name: 'open sign-in', data: msg('sportsbook:open-sign-in'), want: { type: 'open-sign-in' } },
    {
      name: 'open sign-up with an empty payload',
      data: msg('sportsbook:open-sign-up', {}),
      want: { type: 'open-sign-up' },
    },
    { name: 'open deposit', data: msg('sportsbook:open-deposit'), want: { type: 'open-deposit' } },
    { name: 'payload not an object', data: msg('sportsbook:open-sign-in', 'now'), want: 'payload' },
    { name: 'payload a list', data: msg('sportsbook:open-sign-in', []), want: 'payload' },
    {
      name: 'deposit result',
      data: msg('sportsbook:deposit-result', { status: 'pending' }),
      want: { type: 'deposit-result', status: 'pending' },
    },
    {
      name: 'deposit result of an unknown status',
      data: msg('sportsbook:deposit-result', { status: 'ok' }),
      want: 'payload',
    },
    {
      name: 'navigate',
      data: msg('sportsbook:navigate', { path: '/football/top' }),
      want: { type: 'navigate', path: '/football/top' },
    },
    {
      name: 'navigate elsewhere',
      data: msg('sportsbook:navigate', { path: '//evil.example/x' }),
      want: 'payload',
    },
    { name: 'navigate without a path', data: msg('sportsbook:navigate', {}), want: 'payload' },
    {
      name: 'set locale',
      data: msg('sportsbook:set-locale', { locale: 'pt-BR' }),
      want: { type: 'set-locale', locale: 'pt-BR' },
    },
    {
      name: 'set an unsupported locale',
      data: msg('sportsbook:set-locale', { locale: 'xx' }),
      want: 'payload',
    },
    {
      name: 'set odds format',
      data: msg('sportsbook:set-odds-format', { oddsType: 'american' }),
      want: { type: 'set-odds-format', oddsType: 'american' },
    },
    {
      name: 'set an unknown odds format',
      data: msg('sportsbook:set-odds-format', { oddsType: 'roman' }),
      want: 'payload',
    },
    {
      name: 'set theme',
      data: msg('sportsbook:set-theme', { theme: 'light' }),
      want: { type: 'set-theme', theme: 'light' },
    },
    { name: 'set theme to a colour', data: msg('sportsbook:set-theme', { theme: 'pink' }), want: 'payload' },
    // The product's own payment page posts its fields beside the type.
    {
      name: 'the payment provider',
      data: { type: 'sportsbook:payment', status: 'success', deposit_id: 3 },
      want: { type: 'payment' },
    },
    { name: 'the payment provider without a status', data: { type: 'sportsbook:payment' }, want: 'payload' },
    { name: 'an unknown type', data: msg('sportsbook:cash-out'), want: 'type' },
    { name: 'an outgoing type sent back', data: msg('sportsbook:page-loaded'), want: 'type' },
    { name: 'a prototype name as type', data: msg('sportsbook:toString'), want: 'type' },
    { name: 'another product’s message', data: msg('casino:navigate', { path: '/' }), want: 'type' },
    { name: 'no prefix', data: msg('navigate', { path: '/' }), want: 'type' },
    { name: 'a string', data: 'sportsbook:navigate', want: 'type' },
    { name: 'null', data: null, want: 'type' },
    { name: 'a type that is not a string', data: { type: 7 }, want: 'type' },
  ];
  it.each(cases)('$name', ({ data, want }) => {
    const v = readMessage(from(PARENT, data), rules());
    expect(v.accept ? v.message : v.reason).toEqual(want);
  });
});

describe('isAppPath', () => {
  it.each([
    ['/', true],
    ['/live', true],
    ['/football/england-premier-league?x=1#m', true],
    ['', false],
    ['live', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a\\b', false],
    ['javascript:alert(1)', false],
    ['/x:y', false],
    ['/a b', false],
    ['/' + 'a'.repeat(2048), false],
  ])('%s → %s', (path, want) => expect(isAppPath(path)).toBe(want));
});

describe('outgoing', () => {
  it('prefixes the type and carries the payload', () => {
    expect(outgoing('page-size-changed', { height: 900, width: 360 })).toEqual({
      type: 'sportsbook:page-size-changed',
      payload: { height: 900, width: 360 },
    });
    expect(outgoing('sign-in', {})).toEqual({ type: 'sportsbook:sign-in', payload: {} });
  });
});

describe('targetOrigins', () => {
  const allowed = [PARENT, 'https://b.example'];
  it.each([
    { name: 'before the handshake, every allowed origin', parent: null, ancestor: undefined, want: allowed },
    {
      name: 'before the handshake, the ancestor the browser names',
      parent: null,
      ancestor: 'https://b.example',
      want: ['https://b.example'],
    },
    {
      name: 'an ancestor not allowed gets nothing',
      parent: null,
      ancestor: 'https://evil.example',
      want: [],
    },
    {
      name: 'after the handshake, the parent only',
      parent: PARENT,
      ancestor: 'https://b.example',
      want: [PARENT],
    },
  ])('$name', ({ parent, ancestor, want }) => expect(targetOrigins(allowed, parent, ancestor)).toEqual(want));
});

describe('pageSize', () => {
  it('rounds up to whole pixels', () => {
    expect(pageSize({ scrollHeight: 1200.2, scrollWidth: 360 })).toEqual({ height: 1201, width: 360 });
  });
});

describe('isTopEventClick', () => {
  it.each([
    ['home', false, true],
    ['sportTop', false, true],
    ['sport', false, false],
    ['match', false, false],
    [undefined, false, false],
    ['sport', true, true],
  ] as const)('page %s, in a top-events block %s → %s', (page, inBlock, want) =>
    expect(isTopEventClick(page, inBlock)).toBe(want),
  );
});

describe('throttle', () => {
  const sameSize = (a: { h: number }, b: { h: number }) => a.h === b.h;
  function setup() {
    vi.useFakeTimers();
    const sent: number[] = [];
    const t = throttle<{ h: number }>((v) => sent.push(v.h), 100, sameSize, {
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    });
    return { sent, t };
  }

  it('sends the first value at once, then the latest once per 100 ms', () => {
    const { sent, t } = setup();
    t.push({ h: 1 });
    expect(sent).toEqual([1]);
    t.push({ h: 2 });
    t.push({ h: 3 });
    vi.advanceTimersByTime(99);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    t.push({ h: 4 });
    expect(sent).toEqual([1, 3, 4]);
    vi.useRealTimers();
  });

  it('sends nothing when the value has not changed', () => {
    const { sent, t } = setup();
    t.push({ h: 1 });
    t.push({ h: 1 });
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(100);
    t.push({ h: 1 });
    expect(sent).toEqual([1]);
    vi.useRealTimers();
  });

  it('cancel drops the pending value', () => {
    const { sent, t } = setup();
    t.push({ h: 1 });
    t.push({ h: 2 });
    t.cancel();
    vi.advanceTimersByTime(200);
    expect(sent).toEqual([1]);
    vi.useRealTimers();
  });
});
