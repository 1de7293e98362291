// The notification bell of the header (signed in only): an icon button whose badge counts the
// unread notifications (99+ at most; the count is in its name for screen readers), opening the
// list in a panel loaded on first opening. The count comes from GET /notifications/counters and
// then follows unread_counters_changed (app/realtime.tsx) without a reload.
import { useQuery } from '@tanstack/react-query';
import { lazyWhenOnline } from '../../core/connection';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAuth } from '../../core/auth';
import { Icon } from '../../core/ui/Icon';
import { COUNTERS_KEY } from './keys';
import { fetchUnread } from './queries';
import { badgeText } from './rules';
import styles from './Notifications.module.css';

const NotificationPanel = lazyWhenOnline(() => import('./NotificationPanel'));

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
        <Icon id="icon-bell" />
        {badge && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
            {badge}
          </span>
        )}
      </button>
      {open && (
        // While the panel's code loads, a dialog is already on its way: a bonus alert, which opens
        // only when no [role=dialog] is in the page (BonusAlerts), waits for it instead of opening
        // under the player's click and taking the panel's focus.
        <Suspense
          fallback={<div role="dialog" aria-busy="true" hidden data-testid="notification-panel-loading" />}
        >
          <NotificationPanel anchor={button} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
