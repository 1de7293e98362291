// The footer zone of navigation.yaml: a row above the footer, on every page, for the items the
// full header row has no room for.
import { useIntl } from 'react-intl';
import { Zone } from './NavItem';
import { useZone } from './useNavigation';
import styles from './Navigation.module.css';

export default function NavRow() {
  const intl = useIntl();
  if (useZone('footer').length === 0) return null;
  return (
    <nav
      className={styles.row}
      aria-label={intl.formatMessage({ id: 'navzones.quick-links', defaultMessage: 'Quick links' })}
      data-testid="nav-footer"
    >
      <Zone name="footer" />
    </nav>
  );
}
