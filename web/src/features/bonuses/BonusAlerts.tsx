// The bonus alerts (spec section 4): while signed in, each unseen available bonus shows in a modal
// after the site's bonusAlertDelaySeconds (alertWaits), one at a time, never over another dialog nor while the player
// types, and is marked seen as it shows; dismissing it removes it, "See details" opens the detail modal. The list is polled
// while signed in (this host is mounted only then); bonus_issued adds to the queue at once
// (live.ts). Signing out unmounts the host: the queue is forgotten and bonus toasts close.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSiteConfig } from '../../core/siteConfig';
import { useAuth } from '../../core/auth';
import { formStyles as f } from '../../core/ui/forms';
import { Modal } from '../../core/ui/Modal';
import { alertWaits, isTyping } from './alertQueue';
import { offerAlerts, resetAlerts, takeAlert, useNextAlert } from './alertStore';
import { BonusBanner, Headline, KindBadge } from './BonusCard';
import { BonusDetail } from './BonusDetail';
import { useBonusFormat } from './format';
import type { Bonus } from './kinds';
import { fetchUnseen, markSeen, unseenKey } from './queries';
import { closeBonusToasts } from './toast';
import styles from './Bonuses.module.css';

/** How often the unseen bonuses are asked for while signed in (bonus_issued brings most at once). */
export const UNSEEN_REFETCH_MS = 60_000;

export default function BonusAlerts() {
  const { sessionReady, modal } = useAuth();
  const { locale } = useBonusFormat();
  const unseen = useQuery({
    queryKey: unseenKey(locale),
    queryFn: () => fetchUnseen(locale),
    enabled: sessionReady,
    refetchInterval: sessionReady ? UNSEEN_REFETCH_MS : false,
  });
  useEffect(() => {
    if (unseen.data) offerAlerts(unseen.data);
  }, [unseen.data]);
  useEffect(
    () => () => {
      resetAlerts();
      closeBonusToasts();
    },
    [],
  );

  const next = useNextAlert();
  const [shown, setShown] = useState<Bonus | null>(null);
  const [detail, setDetail] = useState<Bonus | null>(null);
  const busy = modal !== null || shown !== null || detail !== null;
  const { first, again } = alertWaits(useSiteConfig().bonusAlertDelaySeconds);
  useEffect(() => {
    if (busy || !next) return;
    let timer: ReturnType<typeof setTimeout>;
    const show = () => {
      // Another feature's dialog (a jackpot hit, the slip's) is open, or the player is typing (a
      // stake): wait, so that the alert neither covers a dialog nor takes their keystrokes.
      if (document.querySelector('[role="dialog"]') || isTyping(document.activeElement)) {
        timer = setTimeout(show, again);
        return;
      }
      const bonus = takeAlert();
      if (!bonus) return;
      setShown(bonus);
      void markSeen([bonus]).catch(() => {});
    };
    timer = setTimeout(show, first);
    return () => clearTimeout(timer);
  }, [busy, next, first, again]);

  // A modal of the app's own (a reality check, a sign-in) goes first: the alert steps aside and
  // comes back when it closes.
  if (modal !== null) return null;
  if (detail) return <BonusDetail bonus={detail} onClose={() => setDetail(null)} />;
  if (!shown) return null;
  return (
    <Modal
      name="bonusAlert"
      title={<FormattedMessage id="bonus.alert.title" defaultMessage="A bonus for you" />}
      onClose={() => setShown(null)}
      testId="bonus-alert"
    >
      <div className={styles.alert}>
        <BonusBanner bonus={shown} />
        <div className={styles.badges}>
          <KindBadge bonus={shown} />
        </div>
        <p className={styles.name}>
          <bdi>{shown.name}</bdi>
        </p>
        <p className={styles.headline}>
          <Headline bonus={shown} />
        </p>
        {shown.details && <p dir="auto">{shown.details}</p>}
        <div className={f.actions}>
          <button
            type="button"
            className={f.primary}
            data-autofocus
            onClick={() => {
              setDetail(shown);
              setShown(null);
            }}
          >
            <FormattedMessage id="bonus.alert.details" defaultMessage="See details" />
          </button>
          <button
            type="button"
            className={f.secondary}
            data-testid="bonus-alert-dismiss"
            onClick={() => setShown(null)}
          >
            <FormattedMessage id="bonus.alert.dismiss" defaultMessage="Not now" />
          </button>
        </div>
      </div>
    </Modal>
  );
}
