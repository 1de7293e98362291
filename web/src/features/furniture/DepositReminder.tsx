// The deposit reminder (spec sections 6 and 9): a signed-in player whose account holds nothing is
// reminded after the configured wait (default 10 s), then not again for a day (a cookie). When the
// site names a deposit-reminder group, only its members are. Loaded only for a signed-in player.
import { EntryLink } from '../../core/embed/entry';
import { DEPOSIT_PATH, embeddedSite, ENVIRONMENT } from '../../core/embed/frame';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BetSettings } from '../../api/types';
import { playerGroupSetting } from '../../core/playerGroups';
import { REQUEST } from '../../core/routeData';
import { useSiteConfig } from '../../core/siteConfig';
import { useApi } from '../../core/useApi';
import { groupAllows } from '../../domain/account';
import { accountEmpty, depositReminderCookie, needsDepositReminder } from '../../domain/furniture';
import { useAuth } from '../../core/auth';
import { useInterruption } from '../../core/interruptions';
import { useAccounts } from '../../core/player';
import styles from './Furniture.module.css';

export default function DepositReminder() {
  const seconds = useSiteConfig().depositReminderSeconds;
  const { modal, profile } = useAuth();
  const accounts = useAccounts(true);
  const settings = useApi<BetSettings>(REQUEST.settings).data;
  const member =
    settings !== undefined && groupAllows(profile, playerGroupSetting(settings, 'depositReminder'));
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  // Judged while waiting (a deposit during the wait stops it), and with no modal open (one that
  // opens restarts the wait). The cookie is set as it shows, so a reload does not bring it back.
  const armed = member && needsDepositReminder(accounts.data, document.cookie) && modal === null;
  useEffect(() => {
    if (!armed) return;
    const t = setTimeout(() => setShown(true), seconds * 1000);
    return () => clearTimeout(t);
  }, [armed, seconds]);
  // A deposit made elsewhere (the header, another tab) answers the reminder: it goes. Due, it
  // waits its turn among the page's interruptions.
  const visible = useInterruption('depositReminder', shown && !closed && accountEmpty(accounts.data));
  useEffect(() => {
    if (visible) document.cookie = depositReminderCookie(embeddedSite(ENVIRONMENT));
  }, [visible]);
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
        <EntryLink to={DEPOSIT_PATH} className={styles.primary} onClick={() => setClosed(true)}>
          <FormattedMessage id="header.deposit" defaultMessage="Deposit" />
        </EntryLink>
      </div>
    </section>
  );
}
