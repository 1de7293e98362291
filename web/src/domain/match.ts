// A match's name and page path, as every list, page and the slip show them, and whether it is in
// play. Pure; the shapes are the parts of the API's match these read.

/** The match page's path, without the locale: /football/arsenal-chelsea-123. */
export const matchPath = (m: { sport: { key: string }; slug: string }): string => `/${m.sport.key}/${m.slug}`;

/** A match's name as people say it: "Arsenal – Chelsea", or an outright's one name. */
export const matchName = (m: { type: string; nameA: string; nameB?: string | null }): string =>
  m.type === 'match' && m.nameB ? `${m.nameA} – ${m.nameB}` : m.nameA;

/** Live and stopped matches are in play. */
export const isLiveStatus = (status: number): boolean => status === 1 || status === 2;

/** A match the feed no longer covers (status 5) is gone: its page is not found (the server answers
 * it with 410, internal/web). A finished one keeps its page and its result. */
export const isGone = (status: number): boolean => status === 5;
