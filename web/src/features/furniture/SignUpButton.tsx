// The furniture's call to sign up: it closes the notice it stands in, then opens the sign-up modal.
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/context';
import styles from './Furniture.module.css';

export function SignUpButton({ onClose }: { onClose: () => void }) {
  const { openModal } = useAuth();
  return (
    <button
      type="button"
      className={styles.primary}
      onClick={() => {
        onClose();
        openModal({ kind: 'signUp' });
      }}
    >
      <FormattedMessage id="header.sign-up" defaultMessage="Sign up" />
    </button>
  );
}
