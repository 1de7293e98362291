// The jackpot-hit alert (spec section 4, Bonus and jackpot alerts): the signed-in player's own
// unseen hits, one modal each, oldest first, each in its turn among the page's interruptions. A
// hit is marked seen as it shows, so it shows once, whether the player closes it or leaves the
// page. The balance is asked again as it shows: the
// hit's balance_changed may have come before the private channel was subscribed.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocaleState } from '../../core/locale';
import { formatMoney } from '../../domain/money';
import { useAuth } from '../../core/auth';
import { useFeatureFlag } from '../../core/featureFlags';
import { useInterruption } from '../../core/interruptions';
import { ACCOUNTS_KEY, useAccounts } from '../../core/player';
import { Modal } from '../../core/ui/Modal';
import { JACKPOT_NOTIFICATION_DELAY_MS } from '../../domain/layout';
import forms from '../../core/ui/forms.module.css';
import { nextHitToShow } from './alert';
import { OWN_HITS_KEY } from './keys';
import { markHitsSeen, useOwnUnseenHits, type JackpotHit } from './queries';
import styles from './Jackpots.module.css';

/** The alert while the jackpots feature flag is on (checked here, so that the first screen
 * carries neither). */
export default function JackpotHitAlertWhenOn() {
  return useFeatureFlag('jackpots') ? <JackpotHitAlert /> : null;
}

function JackpotHitAlert() {
  const { sessionReady } = useAuth();
  const { locale } = useLocaleState();
  const qc = useQueryClient();
  const { data: unseen = [] } = useOwnUnseenHits(sessionReady);
  // A hit is paid into the balance moments after its bet is placed (the server's jackpot funder),
  // so the slip's ask for the hits right after placing may come too early: each change of the
  // balance asks again, and the alert comes now rather than at the next minute's poll.
  const { data: accounts } = useAccounts(sessionReady);
  const seenAccounts = useRef(accounts);
  useEffect(() => {
    const before = seenAccounts.current;
    seenAccounts.current = accounts;
    if (before !== undefined && before !== accounts) void qc.invalidateQueries({ queryKey: OWN_HITS_KEY });
  }, [accounts, qc]);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [hit, setHit] = useState<JackpotHit | null>(null);
  // The next hit opens as the last one closes (state derived during render, not in an effect).
  const next = hit ? null : nextHitToShow(unseen, shown);
  if (next) {
    setHit(next);
    setShown(new Set(shown).add(next.id));
  }
  // It waits the jackpot notification delay from when the page learns of it, then its turn among
  // the page's interruptions (core/interruptions), and is marked seen as it shows.
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!hit) return;
    const timer = setTimeout(() => setDue(true), JACKPOT_NOTIFICATION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [hit]);
  const turn = useInterruption(`jackpot:${hit?.id}`, hit !== null && due);
  const shownId = turn ? hit?.id : undefined;
  useEffect(() => {
    if (!shownId) return;
    void markHitsSeen([shownId]);
    void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  }, [shownId, qc]);

  if (!hit || !turn) return null;
  const close = () => {
    setHit(null);
    void qc.invalidateQueries({ queryKey: OWN_HITS_KEY });
  };
  const amount = formatMoney(hit.amount, { code: hit.currency, subunits: hit.subunits }, locale);
  return (
    <Modal
      name="jackpotHit"
      title={<FormattedMessage id="jackpot.hit.title" defaultMessage="You hit the jackpot!" />}
      onClose={close}
      testId="jackpot-hit-alert"
    >
      <div className={styles.hit}>
        <p className={styles.hitAmount} data-testid="jackpot-hit-amount">
          {amount}
        </p>
        <p>
          <FormattedMessage
            id="jackpot.hit.body"
            defaultMessage="Your bet hit the {level} level of {name}. The win is in your balance."
            values={{ level: <bdi>{hit.levelTitle}</bdi>, name: <bdi>{hit.name}</bdi> }}
          />
        </p>
        <button type="button" className={forms.primary} onClick={close} data-autofocus>
          <FormattedMessage id="jackpot.hit.ok" defaultMessage="Great" />
        </button>
      </div>
    </Modal>
  );
}
