// The welcoming popup (spec section 7, client-side storage): shown once to a first-time visitor,
// who may sign up from it or just look around.
import { FormattedMessage } from 'react-intl';
import { Modal } from '../../core/ui/Modal';
import styles from './Furniture.module.css';
import { SignUpButton } from './SignUpButton';

export default function WelcomingPopup({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      name="welcome"
      title={<FormattedMessage id="welcome.title" defaultMessage="Welcome!" />}
      onClose={onClose}
      testId="welcoming-popup"
    >
      <div className={styles.welcome}>
        <p>
          <FormattedMessage
            id="welcome.description"
            defaultMessage="Bet on live and upcoming matches in every sport, with odds that move as the game does."
          />
        </p>
        <div className={styles.welcomeActions}>
          <button type="button" className={styles.secondary} onClick={onClose} data-autofocus>
            <FormattedMessage id="welcome.browse" defaultMessage="Look around" />
          </button>
          <SignUpButton onClose={onClose} />
        </div>
      </div>
    </Modal>
  );
}
