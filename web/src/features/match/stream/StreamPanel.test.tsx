import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSportsbookToken } from '../../../api/session';
import { match } from '../../../test/fixtures';
import { json, mockFetch, player, renderWithAuth } from '../../../test/auth';
import StreamPanel from './StreamPanel';

// hls.js stands in as a recorder: what it was asked to load, and a way to raise its errors.
const hls = vi.hoisted(() => ({
  instances: [] as {
    url?: string;
    media?: HTMLMediaElement;
    destroyed: boolean;
    raise: (fatal: boolean, type: string) => void;
  }[],
}));
vi.mock('hls.js/light', () => {
  class Hls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    private listener: (e: string, data: { fatal: boolean; type: string }) => void = () => {};
    record = {
      url: undefined as string | undefined,
      media: undefined as HTMLMediaElement | undefined,
      destroyed: false,
      raise: (fatal: boolean, type: string) => this.listener('hlsError', { fatal, type }),
    };
    constructor() {
      hls.instances.push(this.record);
    }
    on(_event: string, f: (e: string, data: { fatal: boolean; type: string }) => void) {
      this.listener = f;
    }
    loadSource(url: string) {
      this.record.url = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.record.media = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: Hls };
});

const live = match(7, { nameA: 'Arsenal', nameB: 'Chelsea', hasVideo: true, status: 1 });
const signedIn = { status: 'LOGGED_IN' as const, sessionReady: true, profile: player };
const demoVideo = { streamId: 'demo', provider: 'demo', kind: 'hls', url: '/demo-stream/index.m3u8' };

function show(m = live, auth = {}) {
  return renderWithAuth(
    (modal) => (
      <>
        <StreamPanel match={m} />
        <span data-testid="modal">{modal?.kind ?? ''}</span>
      </>
    ),
    { auth },
  );
}

/** Makes the browser answer canPlayType for HLS as given ('' sends the player to hls.js). */
function nativeHls(answer: '' | 'maybe') {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? answer : '',
  );
}

beforeEach(() => {
  hls.instances.length = 0;
  localStorage.clear();
  setSportsbookToken('tok');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setSportsbookToken(null);
});

describe('StreamPanel', () => {
  it('asks a visitor to sign in, in the 16:9 box, without asking for the stream', () => {
    const { calls } = mockFetch({});
    show(live, { status: 'NOT_LOGGED_IN' });
    expect(screen.getByRole('status').textContent).toContain('Sign in to watch the live stream.');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('modal').textContent).toBe('signIn');
    expect(calls).toEqual([]);
  });

  it('says when a prematch stream starts, with nothing to hide or fetch', () => {
    const { calls } = mockFetch({});
    show(match(7, { hasVideo: true, status: 0 }), signedIn);
    expect(screen.getByRole('status').textContent).toBe('The live stream starts when the match does.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('waits, busy, while the sportsbook session is not in hand', () => {
    const { calls } = mockFetch({});
    show(live, { ...signedIn, sessionReady: false });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("plays the stream in the browser's own HLS, muted, with controls and a name", async () => {
    nativeHls('maybe');
    const { calls } = mockFetch({ 'GET /matches/7/video': () => json(200, demoVideo) });
    show(live, signedIn);
    const video = (await screen.findByTestId('stream-video')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/demo-stream/index.m3u8');
    expect(video.muted && video.autoplay && video.controls && video.loop).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Live stream: Arsenal – Chelsea');
    expect(calls.map((c) => c.key)).toEqual(['GET /matches/7/video']);
    expect(hls.instances).toEqual([]);
  });

  it('plays through hls.js where the browser has no HLS, and retries after a fatal error', async () => {
    nativeHls('');
    mockFetch({ 'GET /matches/7/video': () => json(200, demoVideo) });
    show(live, signedIn);
    const video = await screen.findByTestId('stream-video');
    await waitFor(() => expect(hls.instances).toHaveLength(1));
    const first = hls.instances[0]!;
    expect(first.url).toBe('/demo-stream/index.m3u8');
    expect(first.media).toBe(video);
    expect(video.hasAttribute('src')).toBe(false);

    // A recoverable error is hls.js's own business; a fatal one is the player's.
    act(() => first.raise(false, 'networkError'));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => first.raise(true, 'networkError'));
    expect(screen.getByRole('alert').textContent).toContain(
      'The stream could not be loaded. Check your connection.',
    );
    expect(first.destroyed).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hls.instances).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => hls.instances[1]!.raise(true, 'mediaError'));
    expect(screen.getByRole('alert').textContent).toContain('The stream could not be played.');
  });

  it('says there is no stream when the server has none, and asks again on retry', async () => {
    const { calls } = mockFetch({
      'GET /matches/7/video': () =>
        json(404, { code: 'VIDEO_NOT_AVAILABLE', message: 'stream.error.not_available' }),
    });
    show(live, signedIn);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There is no stream for this match right now.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /matches/7/video')).toHaveLength(2));
    expect((await screen.findByRole('alert')).textContent).toContain('There is no stream');
  });

  it('hides and shows the stream, and remembers the choice', async () => {
    nativeHls('maybe');
    const { calls } = mockFetch({ 'GET /matches/7/video': () => json(200, demoVideo) });
    show(live, signedIn);
    await screen.findByTestId('stream-video');
    const hide = screen.getByRole('button', { name: 'Hide stream' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    expect(screen.queryByTestId('stream-video')).toBeNull();
    expect(localStorage.getItem('videoStreaming')).toBe('0');

    cleanup();
    show(live, signedIn);
    const again = screen.getByRole('button', { name: 'Show stream' });
    expect(again.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('stream-video')).toBeNull();
    expect(calls.filter((c) => c.key === 'GET /matches/7/video')).toHaveLength(1);
    fireEvent.click(again);
    expect(localStorage.getItem('videoStreaming')).toBe('1');
    expect(await screen.findByTestId('stream-video')).toBeTruthy();
  });
});
