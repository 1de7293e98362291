// Which sprite icons may stand for a speed-dial link (internal/icons names its symbols): a link to a
// sport's pages draws the sport (sport-<key>, its first path part), another site page the icon named
// after its last path part (/profile/bets: icon-bets), the home page icon-home. An operator names
// nothing: any site page with a drawing gets it, and a page or another site without one its label's
// initial, as bet365's quick links do.

/** The sprite symbols that may draw a link to `href`, best first; none for another site. */
export function speedDialIconIds(href: string): string[] {
  if (!href.startsWith('/') || href.startsWith('//')) return [];
  const parts = (href.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const first = parts[0];
  const last = parts.at(-1);
  if (first === undefined || last === undefined) return ['icon-home'];
  return [`sport-${first}`, `icon-${last}`];
}
