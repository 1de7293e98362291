// The sign-up reminder (spec sections 3 and 9): once, to a visitor who has looked around for the
// configured seconds. A card at the bottom rather than a modal: it asks, it does not block.
import { useEffect, useId } from 'react';
import { useInterruption } from '../../core/interruptions';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './Furniture.module.css';
import { SignUpButton } from './SignUpButton';

export default function SignUpReminder({ onClose, onShown }: { onClose: () => void; onShown: () => void }) {
  // It waits its turn among the page's interruptions, and counts as seen once it shows.
  const turn = useInterruption('signUpReminder', true);
  useEffect(() => {
    if (turn) onShown();
  }, [turn, onShown]);
  const intl = useIntl();
  const titleId = useId();
  if (!turn) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId} role="status" data-testid="sign-up-reminder">
      <p className={styles.text}>
        <strong id={titleId} className={styles.title}>
          <FormattedMessage id="reminder.sign-up.title" defaultMessage="Ready to bet?" />
        </strong>
        <FormattedMessage
          id="reminder.sign-up.description"
          defaultMessage="Create an account in a minute to place bets and follow them live."
        />
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'common.close', defaultMessage: 'Close' })}
        >
          <FormattedMessage id="reminder.later" defaultMessage="Later" />
        </button>
        <SignUpButton onClose={onClose} />
      </div>
    </section>
  );
}
