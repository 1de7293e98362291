import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  actionOfPath,
  bridgeActive,
  MOBILE_APP_TOKEN,
  parentActionOf,
  readEnvironment,
  routeAction,
  type EmbedEnvironment,
} from './frame';
import type { ParentAction } from './protocol';

const embedded: EmbedEnvironment = {
  framed: true,
  parentOrigins: ['https://casino.example.com'],
  mobileApp: false,
};

describe('bridgeActive', () => {
  it.each([
    { name: 'embedded in a frame', env: embedded, want: true },
    { name: 'not in a frame', env: { ...embedded, framed: false }, want: false },
    { name: 'in a frame, site not embedded', env: { ...embedded, parentOrigins: [] }, want: false },
    { name: 'inside the mobile app', env: { ...embedded, mobileApp: true }, want: false },
  ])('$name → $want', ({ env, want }) => expect(bridgeActive(env)).toBe(want));
});

describe('routeAction', () => {
  const listens = (...a: ParentAction[]) => new Set(a);
  it.each([
    { name: 'not embedded: the own dialog', env: { ...embedded, framed: false }, parent: null, want: 'own' },
    { name: 'mobile app: the own dialog', env: { ...embedded, mobileApp: true }, parent: null, want: 'own' },
    { name: 'embedded, no handshake: unavailable', env: embedded, parent: null, want: 'unavailable' },
    { name: 'the parent listens for it', env: embedded, parent: listens('sign-in'), want: 'parent' },
    { name: 'the parent listens for others only', env: embedded, parent: listens('deposit'), want: 'own' },
  ] as const)('$name', ({ env, parent, want }) => expect(routeAction(env, parent, 'sign-in')).toBe(want));
});

describe('parentActionOf', () => {
  it.each([
    ['signIn', 'sign-in'],
    ['signUp', 'sign-up'],
    ['quickDeposit', 'deposit'],
    // The payment provider's frame is the deposit already under way, not a new one.
    ['iframeDeposit', undefined],
    ['passwordNew', undefined],
  ])('%s → %s', (kind, want) => expect(parentActionOf(kind)).toBe(want));
});

describe('actionOfPath', () => {
  it.each([
    ['/users/sign-in', 'sign-in'],
    ['/fr/users/sign-up', 'sign-up'],
    ['/users/sign-up/?ref=casino#top', 'sign-up'],
    ['/profile/wallet/deposit', 'deposit'],
    ['/de/profile/wallet/deposit/', 'deposit'],
    // Other auth routes and pages are no action of the parent's.
    ['/users/password/new', undefined],
    ['/profile/wallet/transactions', undefined],
    ['/', undefined],
    ['https://casino.example.com/users/sign-in', undefined],
  ])('%s → %s', (href, want) => expect(actionOfPath(href)).toBe(want));
});

describe('readEnvironment', () => {
  afterEach(() => document.head.querySelector('meta[name="embed-parent-origins"]')?.remove());

  it('reads the parent origins from the head and the mobile app from the user agent', () => {
    const meta = document.createElement('meta');
    meta.name = 'embed-parent-origins';
    meta.content = 'https://a.example  https://b.example:8443';
    document.head.append(meta);
    const ua = vi
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(`Mozilla/5.0 ${MOBILE_APP_TOKEN}3.1`);
    expect(readEnvironment(window)).toEqual({
      framed: false,
      parentOrigins: ['https://a.example', 'https://b.example:8443'],
      mobileApp: true,
    });
    ua.mockRestore();
  });

  it('without the meta tag the site is not embedded', () => {
    expect(readEnvironment(window).parentOrigins).toEqual([]);
  });
});
