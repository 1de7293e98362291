// The STREAM tab's rules, apart from React: which matches offer it, what the panel shows, how the
// browser plays HLS, and the player's remembered choice to show the stream.
import type { Match } from '../../../api/types';
import type { AuthStatus } from '../../../domain/authStatus';

/** The local storage key of the spec's "video streaming" choice: '0' hides the stream. */
export const VIDEO_STREAMING_KEY = 'videoStreaming';

/** Whether a match page has a STREAM tab: the site streams at all (settings' videoEnabled), the
 * match carries video, and it is not over (a prematch match's tab says when the stream starts). */
export function offersStream(
  match: Pick<Match, 'type' | 'hasVideo' | 'status'>,
  videoEnabled: boolean,
): boolean {
  return videoEnabled && match.type === 'match' && match.hasVideo && match.status <= 2;
}

/** What the panel shows. */
export type StreamView = 'prematch' | 'hidden' | 'waiting' | 'signIn' | 'play';

/** The panel's view: the stream plays while the match is live or stopped, for a signed-in player
 * whose sportsbook session is in hand (GET /matches/{id}/video needs its token), unless the player
 * chose to hide it. */
export function streamView(
  match: Pick<Match, 'status'>,
  auth: { status: AuthStatus; sessionReady: boolean },
  shown: boolean,
): StreamView {
  if (match.status === 0) return 'prematch';
  if (!shown) return 'hidden';
  if (auth.status === 'NOT_LOGGED_IN') return 'signIn';
  if (auth.status !== 'LOGGED_IN' || !auth.sessionReady) return 'waiting';
  return 'play';
}

/** How the video element plays HLS: by itself when the browser says it can (Safari, recent
 * Chrome), else through hls.js over Media Source Extensions, loaded only then. */
export function playbackFor(canPlayHls: string): 'native' | 'hlsjs' {
  return canPlayHls === '' ? 'hlsjs' : 'native';
}

/** The player's stored choice: shown unless they hid it. */
export function storedShown(stored: string | null): boolean {
  return stored !== '0';
}

/** Why there is no picture, as a message key. */
export type StreamError = 'not_available' | 'network' | 'playback';

/** The error of the video call: no stream now (VIDEO_NOT_AVAILABLE, or a match the site no longer
 * has) or anything else, which a retry may mend. */
export function videoCallError(code: string | undefined): StreamError {
  return code === 'VIDEO_NOT_AVAILABLE' || code === 'NOT_FOUND' ? 'not_available' : 'network';
}
