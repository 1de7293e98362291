// The alert of a language that failed to load (core/locale ensureLocale): the previous language
// stays. Retry asks for that language again and, once it came, goes to its address when the page
// is not there yet (a language select's change moves there only after the messages came); or the
// player may close the alert. Loaded only when it shows (app/Layout).
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { dismissLocaleError, ensureLocale, useLocaleState } from '../core/locale';
import { LoadFailed } from '../core/ui/LoadState';
import { parseLocalePath, switchLocalePath } from '../domain/locale';
import styles from '../core/ui/Shell.module.css';

export default function LanguageError() {
  const { failed, switching } = useLocaleState();
  const location = useLocation();
  const navigate = useNavigate();
  const retry = async () => {
    if (!failed) return;
    const here = location.pathname + location.search + location.hash;
    if ((await ensureLocale(failed)) && parseLocalePath(location.pathname).locale !== failed)
      void navigate(switchLocalePath(here, failed));
  };
  return (
    <div className={styles.alert} data-testid="language-error">
      <LoadFailed query={{ isError: !!failed, isFetching: switching, refetch: retry }}>
        <strong>
          <FormattedMessage id="global-error.default.title" defaultMessage="Something went wrong" />
        </strong>{' '}
        <FormattedMessage
          id="global-error.default.description"
          defaultMessage="Please try again in a while."
        />
      </LoadFailed>
      <button type="button" className={styles.iconButton} onClick={dismissLocaleError}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">
          <FormattedMessage id="common.close" defaultMessage="Close" />
        </span>
      </button>
    </div>
  );
}
