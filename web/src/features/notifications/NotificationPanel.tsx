// The notification list (spec section 3, Notification), in a panel under the bell: newest first,
// ten at a time with "show more", unread ones marked, and "mark all as read". Opening a
// notification (a click or Enter on it) marks it read, as bettors expect of an inbox; the server's
// answer sets the count. Focus moves into the panel when it opens; Escape closes it and gives the
// focus back to the bell, a click outside closes it. A new notification (the `notification` event)
// refreshes the list. The panel is drawn in the document's body, above the slip and the page: the
// header is a stacking context of its own under them.
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDateFormats } from '../../core/dateFormats';
import { showErrorAlert } from '../../core/alerts/alerts';
import { useModalName } from '../../core/modals';
import { errorKey } from '../../core/ui/forms';
import { EmptyState, LoadFailed, Skeleton } from '../../core/ui/LoadState';
import { COUNTERS_KEY, LIST_KEY } from './keys';
import { fetchPage, readNotifications } from './queries';
import { flattenPages, markRead, nextPage, type NotificationList, type PlayerNotification } from './rules';
import styles from './Notifications.module.css';

export default function NotificationPanel({
  anchor,
  onClose,
}: {
  /** The bell: a click on it is its own (it toggles), not one outside. */
  anchor: RefObject<HTMLElement | null>;
  /** Closes the panel, giving the focus back to the bell when refocus is set. */
  onClose: (refocus: boolean) => void;
}) {
  const intl = useIntl();
  const qc = useQueryClient();
  const titleId = useId();
  useModalName('notifications');
  const panel = useRef<HTMLDivElement>(null);
  const list = useInfiniteQuery({
    queryKey: LIST_KEY,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const items = flattenPages(list.data?.pages ?? []);

  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    const onClick = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!panel.current?.contains(t) && !anchor.current?.contains(t)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [anchor, onClose]);

  const read = async (ids: number[] | 'all') => {
    try {
      const unread = await readNotifications(ids);
      qc.setQueryData(COUNTERS_KEY, unread);
      qc.setQueryData<InfiniteData<NotificationList, number>>(
        LIST_KEY,
        (d) => d && { ...d, pages: markRead(d.pages, ids) },
      );
    } catch (err) {
      showErrorAlert(errorKey(err));
    }
  };

  return createPortal(
    <div
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      ref={panel}
      data-testid="notification-panel"
    >
      <div className={styles.head}>
        <h2 className={styles.title} id={titleId}>
          <FormattedMessage id="notifications.title" defaultMessage="Notifications" />
        </h2>
        <button
          type="button"
          className={styles.link}
          onClick={() => void read('all')}
          disabled={!items.some((n) => !n.read)}
        >
          <FormattedMessage id="notifications.mark-all-read" defaultMessage="Mark all as read" />
        </button>
        <button
          type="button"
          className={styles.close}
          onClick={() => onClose(true)}
          aria-label={intl.formatMessage({ id: 'notifications.close', defaultMessage: 'Close' })}
        >
          ×
        </button>
      </div>
      {!list.data &&
        (list.isError ? (
          <LoadFailed query={list}>
            <FormattedMessage
              id="notifications.load-failed"
              defaultMessage="Notifications could not be loaded."
            />
          </LoadFailed>
        ) : (
          <Skeleton rows={3} height="3.5rem" />
        ))}
      {list.isSuccess && items.length === 0 && (
        <EmptyState testId="notifications-empty">
          <FormattedMessage id="notifications.empty" defaultMessage="No notifications yet." />
        </EmptyState>
      )}
      <ul className={styles.list}>
        {items.map((n) => (
          <li key={n.id}>
            <Item n={n} onOpen={() => !n.read && void read([n.id])} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className={styles.more}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          <FormattedMessage id="notifications.show-more" defaultMessage="Show more" />
        </button>
      )}
    </div>,
    document.body,
  );
}

function Item({ n, onOpen }: { n: PlayerNotification; onOpen: () => void }) {
  const formats = useDateFormats();
  return (
    <button
      type="button"
      className={styles.item}
      data-unread={!n.read}
      onClick={onOpen}
      data-testid="notification"
    >
      <span className={styles.caption}>
        {n.caption}
        {' · '}
        <time dateTime={n.created_at}>{formats.dateTime(n.created_at)}</time>
      </span>
      <span className={styles.itemTitle}>
        {!n.read && (
          <span className={styles.dot}>
            <span className="visually-hidden">
              <FormattedMessage id="notifications.unread" defaultMessage="Unread" />
            </span>
          </span>
        )}
        {n.title}
      </span>
      <span className={styles.body}>{n.body}</span>
    </button>
  );
}
