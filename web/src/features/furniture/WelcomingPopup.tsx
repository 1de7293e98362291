// The welcoming popup (spec section 7, client-side storage): shown once to a first-time visitor,
// who may sign up from it or just look around.
import { useInterruption } from '../../core/interruptions';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Modal } from '../../core/ui/Modal';
import styles from './Furniture.module.css';
import { SignUpButton } from './SignUpButton';

export default function WelcomingPopup({ onClose, onShown }: { onClose: () => void; onShown: () => void }) {
  // It waits its turn among the page's interruptions, and counts as seen once it shows.
  const turn = useInterruption('welcome', true);
  useEffect(() => {
    if (turn) onShown();
  }, [turn, onShown]);
  if (!turn) return null;
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
