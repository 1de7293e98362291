// The promo-code form (POST /bonuses/promo-code), on /promotions and as the "promocode" content
// block: it takes no props. The bonus issued shows as its card here, so its alert is not shown
// again (it is marked seen); refusals (unknown, expired, used, not available) show under the
// field, announced as they come.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../core/auth';
import { useParentEntry } from '../../core/embed/entry';
import { errorKey, formStyles as f, messageText } from '../../core/ui/forms';
import { dropAlert } from './alertStore';
import { BonusCard } from './BonusCard';
import { BonusDetail } from './BonusDetail';
import { useBonusFormat } from './format';
import { BONUSES_KEY } from './keys';
import type { Bonus } from './kinds';
import { markSeen, redeemPromoCode } from './queries';
import { showBonusToast } from './toast';
import styles from './Bonuses.module.css';

export function PromoCodeForm() {
  const intl = useIntl();
  const { status, openModal } = useAuth();
  const { locale } = useBonusFormat();
  const qc = useQueryClient();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<Bonus | null>(null);
  const [detail, setDetail] = useState<Bonus | null>(null);
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();
  // A visitor's Redeem is a way to sign in.
  const signIn = useParentEntry(status === 'LOGGED_IN' ? undefined : 'sign-in', () =>
    openModal({ kind: 'signIn' }),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status !== 'LOGGED_IN') {
      signIn.act();
      return;
    }
    const trimmed = code.trim();
    if (!trimmed) return;
    setBusy(true);
    setError(null);
    setIssued(null);
    try {
      const bonus = await redeemPromoCode(trimmed, locale);
      setIssued(bonus);
      setCode('');
      dropAlert(bonus.id);
      showBonusToast(bonus);
      void markSeen([bonus]).catch(() => {});
      void qc.invalidateQueries({ queryKey: BONUSES_KEY });
    } catch (err) {
      setError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.promo} aria-labelledby={titleId} data-testid="promo-code">
      <h2 id={titleId} className={styles.subhead}>
        <FormattedMessage id="bonus.promo.title" defaultMessage="Have a promo code?" />
      </h2>
      <form className={styles.promoForm} onSubmit={(e) => void submit(e)} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          <FormattedMessage id="bonus.promo.label" defaultMessage="Promo code" />
        </label>
        <input
          id={inputId}
          className={styles.promoInput}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: 'bonus.promo.label', defaultMessage: 'Promo code' })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="submit"
          className={f.primary}
          disabled={busy || code.trim() === ''}
          {...signIn.describe}
        >
          <FormattedMessage id="bonus.promo.submit" defaultMessage="Redeem" />
        </button>
        {signIn.hint}
      </form>
      <div aria-live="polite" className={styles.promoResult}>
        {error && (
          <p id={errorId} className={styles.promoError} data-testid="promo-code-error">
            {messageText(intl, error)}
          </p>
        )}
        {issued && (
          <div className={styles.promoIssued} data-testid="promo-code-issued">
            <p>
              <FormattedMessage id="bonus.promo.done" defaultMessage="Added to your bonuses:" />
            </p>
            <BonusCard bonus={issued} onDetails={setDetail} />
          </div>
        )}
      </div>
      {detail && <BonusDetail bonus={detail} onClose={() => setDetail(null)} />}
    </section>
  );
}
