// The notification bell of the header (signed in only): an icon button whose badge counts the
// unread notifications (99+ at most; the count is in its name for screen readers), opening the
// list in a panel loaded on first opening. The count comes from GET /notifications/counters and
// then follows unread_counters_changed (app/realtime.tsx) without a reload.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../auth/context';
import { COUNTERS_KEY } from './keys';
import { fetchUnread } from './queries';
import { badgeText } from './rules';
import styles from './Notifications.module.css';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

export default function NotificationBell() {
  const intl = useIntl();
  const { sessionReady } = useAuth();
  const unread = useQuery({ queryKey: COUNTERS_KEY, queryFn: fetchUnread, enabled: sessionReady });
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = unread.data ?? 0;
  const badge = badgeText(count);
  const label =
    count > 0
      ? intl.formatMessage(
          { id: 'notifications.bell-unread', defaultMessage: 'Notifications, {count} unread' },
          { count },
        )
      : intl.formatMessage({ id: 'notifications.title', defaultMessage: 'Notifications' });

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        ref={button}
        className={styles.bell}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <BellIcon />
        {badge && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={button} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

function BellIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
