// The sign-up reminder (spec sections 3 and 9): once, to a visitor who has looked around for the
// configured seconds. A card at the bottom rather than a modal: it asks, it does not block.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './Furniture.module.css';
import { SignUpButton } from './SignUpButton';

export default function SignUpReminder({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
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
