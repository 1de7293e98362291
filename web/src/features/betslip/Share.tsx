// Shares bets: a code and a link that restores them into a slip (POST /bets/share-code; the link's
// ?betcode is read back by ShareRestorer). The slip shares what it holds, the receipt what was placed.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { api } from '../../api/client';
import { useLocalize } from '../../core/links';
import { toShared } from '../../domain/ticket/share';
import type { SlipBet } from '../../domain/ticket/ticket';
import styles from './BetSlip.module.css';

export function ShareButton({ bets }: { bets: readonly SlipBet[] }) {
  const localize = useLocalize();
  const [link, setLink] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  async function share() {
    setFailed(false);
    const { data } = await api
      .POST('/bets/share-code', { body: { bets: bets.map(toShared) } })
      .catch(() => ({ data: undefined }));
    if (!data) return setFailed(true);
    setLink(`${location.origin}${localize('/')}?betcode=${data.code}`);
  }
  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void share()}
        data-testid="share-slip"
      >
        <FormattedMessage id="betslip.share" defaultMessage="Share" />
      </button>
      {link && (
        <label className={styles.field}>
          <FormattedMessage id="betslip.share.link" defaultMessage="Link to this slip" />
          <input readOnly value={link} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          <FormattedMessage
            id="share-bet.not-found-modal.link-try-later"
            defaultMessage="Please try again later."
          />
        </p>
      )}
    </div>
  );
}
