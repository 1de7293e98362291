// The toast stack (core/alerts/Toasts loads it): bottom centre, newest last. Success, pending and warning toasts are polite
// status messages; errors are alerts, which screen readers announce at once.
import { createPortal } from 'react-dom';
import { useIntl, type IntlShape } from 'react-intl';
import { dismissAlert, type Alert, type AlertText } from './alerts';
import styles from './Toasts.module.css';

function text(intl: IntlShape, t: AlertText): string {
  if (!intl.messages[t.id] && t.id !== 'global-error.default.title')
    return intl.formatMessage({ id: 'global-error.default.title', defaultMessage: 'Something went wrong' });
  return intl.formatMessage({ id: t.id }, t.values);
}

export default function ToastStack({ alerts }: { alerts: readonly Alert[] }) {
  const intl = useIntl();
  // Rendered into <body>, so an open modal (which makes the page inert) does not silence it.
  return createPortal(
    <div className={styles.stack}>
      {alerts.map((a) => (
        <div
          key={a.key}
          className={styles.toast}
          data-type={a.type}
          role={a.type === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className={styles.body}>
            <strong className={styles.title}>{text(intl, a.title)}</strong>
            {a.description && <span>{text(intl, a.description)}</span>}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismissAlert(a.key)}
            aria-label={intl.formatMessage({ id: 'common.close', defaultMessage: 'Close' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
