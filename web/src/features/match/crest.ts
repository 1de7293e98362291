// A team's crest (the feed's logoA and logoB, spec section 3), before its name in the match page's
// header, is a plain image: the server names where it loads from (internal/crests: a drawn SVG,
// the operator's image, or, through the image proxy, the format and quality of spec section 9 for
// what the browser accepts). When it fails to load, the fallback crest takes its place, and when
// that fails, nothing in the same box (spec section 8). The image element is changed in place, so
// the header keeps no state for it and its first render stays the server's painted one
// (internal/firstpaint).

/** A plain grey shield (internal/crests Fallback). */
export const CREST_FALLBACK = '/crests/v1/fallback.svg';

/** A crest's onError. */
export function crestFailed({ currentTarget: img }: { currentTarget: HTMLImageElement }): void {
  if ('fallback' in img.dataset) img.style.visibility = 'hidden';
  else {
    img.dataset.fallback = '';
    img.src = CREST_FALLBACK;
  }
}
