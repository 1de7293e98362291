// The video element of the STREAM tab: muted autoplay with the browser's controls, looping (the
// demo stream is a short recording), fed by the browser's own HLS or by hls.js.
import { useEffect, useRef } from 'react';
import { playbackFor, type StreamError } from './stream';
import styles from './Stream.module.css';

export interface PlayerProps {
  url: string;
  /** The accessible name of the video. */
  title: string;
  onError: (error: StreamError) => void;
}

export function Player({ url, title, onError }: PlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const report = useRef(onError);
  useEffect(() => {
    report.current = onError;
  }, [onError]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let stopped = false;
    let destroy = () => {};
    if (playbackFor(video.canPlayType('application/vnd.apple.mpegurl')) === 'native') {
      video.src = url;
    } else {
      // The light build: sports streams need no subtitles, alternate audio or DRM.
      import('hls.js/light').then(
        ({ default: Hls }) => {
          if (stopped) return;
          if (!Hls.isSupported()) {
            report.current('playback');
            return;
          }
          const hls = new Hls();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            // hls.js recovers from the others by itself.
            if (data.fatal)
              report.current(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'playback');
          });
          hls.loadSource(url);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        },
        // The chunk did not load: the connection is the likely cause.
        () => {
          if (!stopped) report.current('network');
        },
      );
    }
    return () => {
      stopped = true;
      destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [url]);

  return (
    <video
      ref={ref}
      className={styles.video}
      data-testid="stream-video"
      aria-label={title}
      muted
      autoPlay
      playsInline
      loop
      controls
      onError={() => report.current('playback')}
    />
  );
}
