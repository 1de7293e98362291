// The layout's numbers (spec section 9), in one place: the breakpoints and the phone's width, how
// tall a dialog may be, where a bonus alert opens and how long a jackpot hit waits. Stylesheets
// cannot import them, and the first screen's code writes its media queries out (each import moves
// its bytes): layout.test.ts holds every media query of the code and the stylesheets to these
// widths.

/** The breakpoints, in px: each names the widths from it up to the next. */
export const BREAKPOINTS = { xs: 0, sm: 720, md: 960, lg: 1280, xl: 1920 } as const;

/** Below this width the page is laid out for a phone (the spec's mobile breakpoint). */
export const MOBILE_BREAKPOINT = 780;

/** The most of the screen's height a dialog takes. */
export const MODAL_HEIGHT_FRACTION = 0.95;

/** How far below the top of the screen a bonus alert opens, in px (a tall screen's: the dialog
 * does not cover the header and the list's first rows). */
export const BONUS_ALERT_OFFSET = 200;

/** How long a jackpot hit waits before its alert opens, in ms (the spec keeps its value to
 * itself): the balance and the jackpot's card move first, then the player is told why. */
export const JACKPOT_NOTIFICATION_DELAY_MS = 2000;
