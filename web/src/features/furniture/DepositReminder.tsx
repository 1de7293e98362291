// The deposit reminder (spec sections 6 and 9): a signed-in player whose account holds nothing is
// reminded after the configured wait (default 10 s), then not again for a day (a cookie). Loaded
// only for a signed-in player.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LocalLink } from '../../app/links';
import { SITE_CONFIG } from '../../app/siteConfig';
import { depositReminderCookie, needsDepositReminder } from '../../domain/furniture';
import { useAuth } from '../auth/context';
import { useAccounts } from '../auth/queries';
import styles from './Furniture.module.css';

export default function DepositReminder() {
  const { modal } = useAuth();
  const accounts = useAccounts(true);
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  // Judged while waiting (a deposit during the wait stops it), and with no modal open (one that
  // opens restarts the wait). The cookie is set as it shows, so a reload does not bring it back.
  const armed = needsDepositReminder(accounts.data, document.cookie) && modal === null;
  useEffect(() => {
    if (!armed) return;
    const t = setTimeout(() => {
      document.cookie = depositReminderCookie();
      setShown(true);
    }, SITE_CONFIG.depositReminderSeconds * 1000);
    return () => clearTimeout(t);
  }, [armed]);
  const visible = shown && !closed;
  const titleId = useId();

  if (!visible) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId} role="status" data-testid="deposit-reminder">
      <p className={styles.text}>
        <strong id={titleId} className={styles.title}>
          <FormattedMessage id="reminder.deposit.title" defaultMessage="Your balance is empty" />
        </strong>
        <FormattedMessage
          id="reminder.deposit.description"
          defaultMessage="Make a deposit to place your first bets."
        />
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => setClosed(true)}>
          <FormattedMessage id="reminder.later" defaultMessage="Later" />
        </button>
        <LocalLink to="/profile/wallet/deposit" className={styles.primary} onClick={() => setClosed(true)}>
          <FormattedMessage id="header.deposit" defaultMessage="Deposit" />
        </LocalLink>
      </div>
    </section>
  );
}
