// Pure rules of the notification bell and list.
import type { components } from '../../api/schema';

export type PlayerNotification = components['schemas']['PlayerNotification'];
export type NotificationList = components['schemas']['NotificationList'];

/** The badge shows at most this; more reads "99+". */
export const BADGE_CAP = 99;

/** The badge's text: nothing for no unread notification, the count up to the cap, then "99+". */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread);
}

/** The pages' notifications in one list, newest first, each once (a notification that arrived
 * while paging shifts the pages, so the same one can come twice). */
export function flattenPages(pages: NotificationList[]): PlayerNotification[] {
  const seen = new Set<number>();
  const out: PlayerNotification[] = [];
  for (const p of pages)
    for (const n of p.items) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      out.push(n);
    }
  return out;
}

/** The next page to ask for, or undefined after the last. */
export function nextPage(last: NotificationList): number | undefined {
  return last.pagination.page < last.pagination.lastPage ? last.pagination.page + 1 : undefined;
}

/** The pages with the given notifications (all when ids is 'all') marked read. */
export function markRead(pages: NotificationList[], ids: number[] | 'all'): NotificationList[] {
  const hit = (n: PlayerNotification) => ids === 'all' || ids.includes(n.id);
  return pages.map((p) => ({
    ...p,
    items: p.items.map((n) => (hit(n) && !n.read ? { ...n, read: true } : n)),
  }));
}
