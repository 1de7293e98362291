// The furniture's call to sign up: it closes the notice it stands in, then opens the sign-up modal.
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../core/auth';
import { ActionButton } from '../../core/embed/ActionButton';
import styles from './Furniture.module.css';

export function SignUpButton({ onClose }: { onClose: () => void }) {
  const { openModal } = useAuth();
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
