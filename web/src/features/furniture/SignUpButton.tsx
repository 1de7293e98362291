// The furniture's call to sign up: it closes the notice it stands in, then opens the sign-up modal;
// none where the site allows no sign-up (site configuration).
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../core/auth';
import { useSiteConfig } from '../../core/siteConfig';
import { ActionButton } from '../../core/embed/ActionButton';
import styles from './Furniture.module.css';

export function SignUpButton({ onClose }: { onClose: () => void }) {
  const { openModal } = useAuth();
  if (!useSiteConfig().signUpAllowed) return null;
  return (
    <ActionButton
      action="sign-up"
      className={styles.primary}
      onClick={onClose}
      own={() => openModal({ kind: 'signUp' })}
    >
      <FormattedMessage id="header.sign-up" defaultMessage="Sign up" />
    </ActionButton>
  );
}
