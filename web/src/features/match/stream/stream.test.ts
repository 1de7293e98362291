import { describe, expect, it } from 'vitest';
import type { Match } from '../../../api/types';
import type { AuthStatus } from '../../../domain/authStatus';
import { offersStream, playbackFor, storedShown, streamView, videoCallError } from './stream';

describe('offersStream', () => {
  it.each([
    { type: 'match', hasVideo: true, status: 0, enabled: true, want: true },
    { type: 'match', hasVideo: true, status: 1, enabled: true, want: true },
    { type: 'match', hasVideo: true, status: 2, enabled: true, want: true },
    { type: 'match', hasVideo: true, status: 3, enabled: true, want: false },
    { type: 'match', hasVideo: true, status: 4, enabled: true, want: false },
    { type: 'match', hasVideo: false, status: 1, enabled: true, want: false },
    { type: 'match', hasVideo: true, status: 1, enabled: false, want: false },
    { type: 'outright', hasVideo: true, status: 1, enabled: true, want: false },
  ] as const)('$type, video $hasVideo, status $status, site video $enabled: $want', (c) => {
    expect(offersStream({ type: c.type, hasVideo: c.hasVideo, status: c.status }, c.enabled)).toBe(c.want);
  });
});

describe('streamView', () => {
  it.each<[Match['status'], AuthStatus, boolean, boolean, string]>([
    [0, 'LOGGED_IN', true, true, 'prematch'],
    [0, 'NOT_LOGGED_IN', false, false, 'prematch'],
    [1, 'LOGGED_IN', true, false, 'hidden'],
    [1, 'NOT_LOGGED_IN', false, false, 'hidden'],
    [1, 'NOT_LOGGED_IN', false, true, 'signIn'],
    [1, 'UNKNOWN', false, true, 'waiting'],
    [1, 'PENDING', false, true, 'waiting'],
    [1, 'LOGGED_IN', false, true, 'waiting'],
    [1, 'LOGGED_IN', true, true, 'play'],
    [2, 'LOGGED_IN', true, true, 'play'],
  ])('status %i, %s, session %s, shown %s: %s', (status, auth, sessionReady, shown, want) => {
    expect(streamView({ status }, { status: auth, sessionReady }, shown)).toBe(want);
  });
});

describe('playbackFor', () => {
  it.each([
    ['', 'hlsjs'],
    ['maybe', 'native'],
    ['probably', 'native'],
  ])('canPlayType %j: %s', (answer, want) => {
    expect(playbackFor(answer)).toBe(want);
  });
});

describe('storedShown', () => {
  it.each([
    [null, true],
    ['1', true],
    ['0', false],
    ['junk', true],
  ])('%j: %s', (stored, want) => {
    expect(storedShown(stored)).toBe(want);
  });
});

describe('videoCallError', () => {
  it.each([
    ['VIDEO_NOT_AVAILABLE', 'not_available'],
    ['NOT_FOUND', 'not_available'],
    ['INTERNAL_ERROR', 'network'],
    ['HTTP_ERROR', 'network'],
    [undefined, 'network'],
  ])('%s: %s', (code, want) => {
    expect(videoCallError(code)).toBe(want);
  });
});
