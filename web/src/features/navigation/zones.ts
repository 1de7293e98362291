// The navigation zones' rules (spec section 2: navigation items and their visibility), apart from
// their rendering: which items a visitor sees, and where a link of a menu or a platform switcher
// goes.
import type { components } from '../../api/schema';
import type { AuthStatus } from '../../domain/authStatus';

export type Navigation = components['schemas']['Navigation'];
export type NavItem = components['schemas']['NavItem'];
export type NavLink = components['schemas']['NavLink'];
export type ZoneName = keyof Navigation['zones'];

/** Whether a visitor of this auth status sees the item. Until the status is known (UNKNOWN,
 * PENDING) only the items for everyone show: a player never sees a visitor's item flash by. */
export function isVisible(item: NavItem, status: AuthStatus): boolean {
  return item.visibility === 'ALL' || item.visibility === status;
}

export function visibleItems(items: readonly NavItem[], status: AuthStatus): NavItem[] {
  return items.filter((i) => isVisible(i, status));
}

/** A link of this site (a path) opens in place; another site's (https) in a new tab. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** The platform a switcher marks as the current one: this site is its first platform given as a
 * site path (the others are the operator's other sites); -1 when none is. */
export function currentPlatform(links: readonly NavLink[]): number {
  return links.findIndex((l) => isSitePath(l.url));
}
