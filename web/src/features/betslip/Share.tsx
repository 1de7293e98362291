// Shares bets: a code and a link that restore them into a slip (POST /bets/share-code; the link's
// ?betcode is read back by ShareRestorer, a code typed into an empty slip's ShareCodeForm too). The
// slip shares what it holds, the receipt what was placed.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { useLocalize } from '../../core/links';
import { toShared, typedShareCode } from '../../domain/ticket/share';
import type { SlipBet } from '../../domain/ticket/ticket';
import styles from './BetSlip.module.css';

export function ShareButton({ bets }: { bets: readonly SlipBet[] }) {
  const localize = useLocalize();
  const [shared, setShared] = useState<{ code: string; link: string } | null>(null);
  const [failed, setFailed] = useState(false);
  async function share() {
    setFailed(false);
    const { data } = await api
      .POST('/bets/share-code', { body: { bets: bets.map(toShared) } })
      .catch(() => ({ data: undefined }));
    if (!data) return setFailed(true);
    setShared({ code: data.code, link: `${location.origin}${localize('/')}?betcode=${data.code}` });
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
      {shared && (
        <>
          <label className={styles.field}>
            <FormattedMessage id="betslip.share.link" defaultMessage="Link to this slip" />
            <input
              readOnly
              value={shared.link}
              data-testid="share-link"
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
          <label className={styles.field}>
            <FormattedMessage id="betslip.share.code" defaultMessage="Share code" />
            <input
              readOnly
              value={shared.code}
              dir="ltr"
              data-testid="share-code"
              onFocus={(e) => e.currentTarget.select()}
            />
          </label>
        </>
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

/** An empty slip's field for a share code someone read out or sent: it loads their slip, as the
 * link would (?betcode, which ShareRestorer reads and removes). */
export function ShareCodeForm() {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const [invalid, setInvalid] = useState(false);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Read from the field itself: what was typed (or filled in) at the moment of Load.
    const code = typedShareCode(String(new FormData(e.currentTarget).get('code') ?? ''));
    setInvalid(code === null);
    if (code === null) return;
    e.currentTarget.reset();
    setParams((p) => {
      p.set('betcode', code);
      return p;
    });
  }
  return (
    <form className={styles.share} onSubmit={submit} noValidate data-testid="share-code-form">
      <div className={styles.shareCode}>
        <label className={styles.field}>
          <FormattedMessage id="betslip.share.code.enter" defaultMessage="Have a share code?" />
          <input
            name="code"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby={invalid ? 'share-code-error' : undefined}
            placeholder="K7MX3QPA"
            data-testid="share-code-input"
            onChange={() => setInvalid(false)}
          />
        </label>
        <button type="submit" className={styles.secondary}>
          {intl.formatMessage({ id: 'betslip.share.code.load', defaultMessage: 'Load' })}
        </button>
      </div>
      {invalid && (
        <p className={styles.error} id="share-code-error" role="alert">
          <FormattedMessage
            id="betslip.share.code.invalid"
            defaultMessage="A share code is letters and digits, like K7MX3QPA."
          />
        </p>
      )}
    </form>
  );
}
