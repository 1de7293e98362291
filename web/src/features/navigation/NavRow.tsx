// The navigation that comes after the first screen: the footer zone of navigation.yaml, a row above
// the footer on every page for the items the full header row has no room for, and the phone's
// bottom bar.
import { useIntl } from 'react-intl';
import { Zone } from './NavItem';
import { PhoneBar, type PhoneBarProps } from './PhoneBar';
import { useZone } from './useNavigation';
import styles from './Navigation.module.css';

export default function NavRow(props: PhoneBarProps) {
  return (
    <>
      <FooterRow />
      <PhoneBar {...props} />
    </>
  );
}

function FooterRow() {
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
