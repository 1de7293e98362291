// The bonus alerts (spec section 4): while signed in, each unseen available bonus shows in a modal
// after the site's bonusAlertDelaySeconds, one at a time, in its turn among the page's
// interruptions (core/interruptions), and is marked seen as it shows; dismissing it removes it, "See details" opens the detail modal. The list is polled
// while signed in (this host is mounted only then); bonus_issued adds to the queue at once
// (live.ts). Signing out unmounts the host: the queue is forgotten and bonus toasts close.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSiteConfig } from '../../core/siteConfig';
import { useAuth } from '../../core/auth';
import { useInterruption } from '../../core/interruptions';
import { formStyles as f } from '../../core/ui/forms';
import { Modal } from '../../core/ui/Modal';
import { BONUS_ALERT_OFFSET } from '../../domain/layout';
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
  const [due, setDue] = useState(false);
  // The site's delay runs from when a bonus waits with nothing of this host open (so that an
  // alert does not cover the page as it loads); then the alert waits its turn among the page's
  // interruptions (core/interruptions): none over a dialog, while the player acts, types or watches
  // a stream. Each bonus queues anew: the next waits for the player to be quiet again.
  const delay = Math.max(0, useSiteConfig().bonusAlertDelaySeconds) * 1000;
  const waiting = next !== undefined && shown === null && detail === null && modal === null;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setDue(true), delay);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [waiting, delay]);
  const candidate = shown ?? (due && waiting ? next : null) ?? null;
  const turn = useInterruption(`bonus:${candidate?.id}`, candidate !== null && modal === null);
  // Its turn come, the alert shows (state derived during render); it leaves the queue and is
  // marked seen as it shows.
  if (turn && !shown && candidate) setShown(candidate);
  const shownId = shown?.id;
  useEffect(() => {
    if (shownId === undefined) return;
    const bonus = takeAlert();
    if (bonus) void markSeen([bonus]).catch(() => {});
  }, [shownId]);

  // A modal of the app's own (a reality check, a sign-in) goes first: the alert steps aside and
  // comes back when it closes.
  if (modal !== null) return null;
  if (detail) return <BonusDetail bonus={detail} onClose={() => setDetail(null)} />;
  if (!shown || !turn) return null;
  return (
    <Modal
      name="bonusAlert"
      title={<FormattedMessage id="bonus.alert.title" defaultMessage="A bonus for you" />}
      onClose={() => setShown(null)}
      testId="bonus-alert"
      offset={BONUS_ALERT_OFFSET}
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
