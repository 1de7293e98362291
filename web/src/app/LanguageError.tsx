// The alert of a language that failed to load (core/locale ensureLocale): the previous language
// stays; the player may close the alert. Loaded only when it shows (app/Layout).
import { FormattedMessage } from 'react-intl';
import { dismissLocaleError } from '../core/locale';
import styles from '../core/ui/Shell.module.css';

export default function LanguageError() {
  return (
    <div className={styles.alert} role="alert">
      <div>
        <strong>
          <FormattedMessage id="global-error.default.title" defaultMessage="Something went wrong" />
        </strong>{' '}
        <FormattedMessage
          id="global-error.default.description"
          defaultMessage="Please try again in a while."
        />
      </div>
      <button type="button" className={styles.iconButton} onClick={dismissLocaleError}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">
          <FormattedMessage id="common.close" defaultMessage="Close" />
        </span>
      </button>
    </div>
  );
}
