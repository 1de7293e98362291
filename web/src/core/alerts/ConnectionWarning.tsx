// The offline warning (spec section 8: error.connection.title and .description): shown under the
// header for as long as the page has no connection, and gone by itself once it is back. A toast
// that closed after five seconds would hide a state that is still true.
import { FormattedMessage } from 'react-intl';
import { useOffline } from '../connection';
import styles from './Toasts.module.css';

export function ConnectionWarning() {
  if (!useOffline()) return null;
  return (
    <div className={styles.offline} role="alert" data-testid="offline-warning">
      <strong>
        <FormattedMessage id="error.connection.title" defaultMessage="No connection" />
      </strong>{' '}
      <FormattedMessage id="error.connection.description" defaultMessage="Check your internet connection." />
    </div>
  );
}
