// hls.js ships its light build (no subtitles, alternate audio or DRM, a third smaller) without
// types of its own: it has the full build's API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
