import { describe, expect, it } from 'vitest';
import type { Centrifuge } from 'centrifuge';
import { isSendFailure, subscribe, subscriptionOptions, type RealtimeErrorContext } from './client';

// Spec section 8: send failures to the realtime service are reported; the network's are not.
describe('isSendFailure', () => {
  const rows: [string, RealtimeErrorContext, boolean][] = [
    [
      'a command the connection could not write',
      { type: 'connect', error: { code: 10, message: 'transport write error' } },
      true,
    ],
    [
      'a subscribe the service refused',
      { type: 'subscribe', channel: 'public:en.updates', error: { code: 103, message: 'permission denied' } },
      true,
    ],
    [
      'a client set up wrong',
      { type: 'configuration', error: { code: 12, message: 'bad configuration' } },
      true,
    ],
    [
      'the transport dropped (network)',
      { type: 'transport', error: { code: 2, message: 'transport closed' } },
      false,
    ],
    ['a timeout', { type: 'subscribe', error: { code: 1, message: 'timeout' } }, false],
    [
      'a connection token refused (the fetch layer reported its call)',
      { type: 'connectToken', error: { code: 5, message: 'realtime token refused' } },
      false,
    ],
    [
      'a subscription token refused',
      { type: 'subscribeToken', error: { code: 8, message: 'no token' } },
      false,
    ],
  ];
  it.each(rows)('%s', (_, ctx, want) => expect(isSendFailure(ctx)).toBe(want));
});

// Spec section 7: delta compression is used when a feature flag is on (delta_compression).
describe('subscriptionOptions', () => {
  it('asks for fossil deltas with the flag on, and recovers history either way', () => {
    expect(subscriptionOptions(true)).toEqual({ recoverable: true, positioned: true, delta: 'fossil' });
    expect(subscriptionOptions(false)).toEqual({ recoverable: true, positioned: true });
  });
});

// The updates channel carries a feed batch's messages as one publication; other channels, one.
describe('subscribe', () => {
  it('hands each message of a publication to the handler, in order', () => {
    const on: Record<string, (ctx: unknown) => void> = {};
    const sub = { on: (event: string, fn: (ctx: unknown) => void) => (on[event] = fn), subscribe: () => {} };
    const client = { getSubscription: () => null, newSubscription: () => sub } as unknown as Centrifuge;
    const got: string[] = [];
    subscribe(client, 'public:en.updates', {
      onMessage: (m) => got.push(m.event_name),
      onLostHistory: () => {},
    });
    on.publication?.({ data: [{ event_name: 'match_changed' }, { event_name: 'markets_changed' }] });
    on.publication?.({ data: { event_name: 'tournament_pool_changed' } });
    expect(got).toEqual(['match_changed', 'markets_changed', 'tournament_pool_changed']);
  });
});
