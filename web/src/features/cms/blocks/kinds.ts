// The kinds of content block the CMS page draws itself: those of the home page's first screen, in
// the page's own chunk, and the plain content ones (ContentBlocks.tsx), loaded when a page has
// one. Every other kind comes from the feature whose screen it shows (core/contentBlocks).
export const FIRST_SCREEN_KINDS = ['label', 'liveEvents', 'prematchEvents'] as const;

export type FirstScreenKind = (typeof FIRST_SCREEN_KINDS)[number];

export const CONTENT_KINDS = [
  'text',
  'image',
  'button',
  'modal',
  'pageBanner',
  'iframe',
  'speedDial',
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

export const OWN_KINDS: readonly string[] = [...FIRST_SCREEN_KINDS, ...CONTENT_KINDS];
