// Sign-up (POST /users/sign_up): the welcome offers, then email, password, currency, country and
// the terms. The player is not signed in yet: a confirmation link is mailed, which this modal says, with a way to get it
// again.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ok, platform } from '../../../api/platform';
import { ApiRequestError } from '../../../api/request';
import type { components } from '../../../api/schema';
import type { SystemInfo } from '../../../api/types';
import { useLocalize } from '../../../core/links';
import { readStored, removeStored, writeStored } from '../../../core/storage';
import { useApi } from '../../../core/useApi';
import { localeCountry } from '../../../domain/countries';
import { WALLET_CURRENCIES } from '../../../domain/money';
import {
  FormError,
  formStyles as f,
  Notice,
  SelectField,
  TextField,
  messageText,
} from '../../../core/ui/forms';
import { Modal } from '../../../core/ui/Modal';
import { useAuth } from '../../../core/auth';
import type { ModalViewProps } from '../../../core/auth';
import { useSubmit } from '../../../core/ui/useSubmit';
import { CountryOptions } from './shared';

const SYSTEM_INFO = 'GET /system-info';

/** What signing up gives: the public offers a new player takes up by signing up or with a first
 * deposit, by name (GET /offers, which Promotions shows in full). Nothing until they are known,
 * or when there are none. */
function WelcomeOffers() {
  const { locale } = useIntl();
  const titleId = useId();
  const offers =
    useApi<components['schemas']['OfferList']>(
      `GET /offers?locale=${encodeURIComponent(locale)}`,
    ).data?.items.filter((o) => o.triggerKey === 'sign_up' || o.triggerKey === 'first_deposit') ?? [];
  if (offers.length === 0) return null;
  return (
    <section className={f.notice} data-tone="success" aria-labelledby={titleId} data-testid="sign-up-offers">
      <strong id={titleId}>
        <FormattedMessage id="bonus.offers.welcome" defaultMessage="Welcome offer" />
      </strong>
      <ul>
        {offers.map((o) => (
          <li key={o.campaignId}>
            <bdi>{o.name}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The local storage key of the terms' tick. */
export const TERMS_ACCEPTED_KEY = 'termsAccepted';

export function SignUpModal({ onClose }: ModalViewProps) {
  const intl = useIntl();
  const { openModal, closeModal, profile } = useAuth();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The operator's default currency, the countries sign-up is open to and the visitor's own come
  // with System info; until then, and until the player chooses, the best guesses stand.
  const system = useApi<SystemInfo>(SYSTEM_INFO).data;
  const [chosenCurrency, setCurrency] = useState<string | null>(null);
  const [chosenCountry, setCountry] = useState<string | null>(null);
  const currency = chosenCurrency ?? profile?.currency ?? system?.defaultCurrency ?? 'EUR';
  const country =
    chosenCountry ?? profile?.country ?? system?.userCountry?.code ?? localeCountry(intl.locale) ?? '';
  // The terms' tick is kept in local storage (spec section 7, terms accepted): a visitor who
  // closes the form and comes back, on this visit or a later one, finds it as they left it.
  const [terms, setTerms] = useState(() => readStored(TERMS_ACCEPTED_KEY) === '1');
  const tickTerms = (accepted: boolean) => {
    setTerms(accepted);
    if (accepted) writeStored(TERMS_ACCEPTED_KEY, '1');
    else removeStored(TERMS_ACCEPTED_KEY);
  };
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, run, fields } = useSubmit();
  const termsError = fields.terms_accepted ?? fields.terms;
  const termsErrorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      try {
        const res = await ok(
          platform.POST('/users/sign_up', {
            body: {
              email: email.trim(),
              password,
              currency,
              country,
              terms_accepted: terms,
              locale: intl.locale,
            },
          }),
        );
        setSentTo(res.email);
      } catch (err) {
        if (err instanceof ApiRequestError && err.code === 'COUNTRY_BLOCKED') {
          closeModal();
          const c = err.detail('country') ?? country;
          void navigate(localize(`/blocked?country=${encodeURIComponent(c)}`));
          return;
        }
        throw err;
      }
    });
  };

  const title = <FormattedMessage id="auth.sign-up.title" defaultMessage="Create an account" />;
  if (sentTo)
    return (
      <Modal name="signUp" title={title} onClose={onClose} testId="sign-up-modal">
        <div className={f.form}>
          <Notice tone="success">
            <FormattedMessage
              id="auth.sign-up.done"
              defaultMessage="Almost done: we have sent a confirmation link to {email}. Open it to activate your account."
              values={{ email: sentTo }}
            />
          </Notice>
          <div className={f.actions}>
            <button
              type="button"
              className={f.primary}
              onClick={() => openModal({ kind: 'signIn', email: sentTo })}
            >
              <FormattedMessage id="auth.sign-in.title" defaultMessage="Sign in" />
            </button>
            <button
              type="button"
              className={f.secondary}
              onClick={() => openModal({ kind: 'confirmation', email: sentTo })}
            >
              <FormattedMessage id="auth.confirmation.resend" defaultMessage="Send the link again" />
            </button>
          </div>
        </div>
      </Modal>
    );

  return (
    <Modal name="signUp" title={title} onClose={onClose} testId="sign-up-modal">
      <form className={f.form} onSubmit={submit} noValidate>
        <WelcomeOffers />
        <TextField
          label={intl.formatMessage({ id: 'auth.email', defaultMessage: 'Email' })}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
          error={fields.email}
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.password', defaultMessage: 'Password' })}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onValue={setPassword}
          error={fields.password}
          hint={intl.formatMessage({
            id: 'auth.password.hint',
            defaultMessage: 'At least 8 characters, with a letter and a digit.',
          })}
        />
        <div className={f.row}>
          <SelectField
            label={intl.formatMessage({ id: 'wallet.currency', defaultMessage: 'Currency' })}
            name="currency"
            value={currency}
            onValue={setCurrency}
            error={fields.currency}
          >
            {WALLET_CURRENCIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={intl.formatMessage({ id: 'auth.country', defaultMessage: 'Country' })}
            name="country"
            autoComplete="country"
            required
            value={country}
            onValue={setCountry}
            error={fields.country}
          >
            <option value="" disabled>
              {intl.formatMessage({ id: 'auth.country.choose', defaultMessage: 'Choose a country' })}
            </option>
            <CountryOptions codes={system?.countries} />
          </SelectField>
        </div>
        <div>
          <label className={f.check}>
            <input
              type="checkbox"
              name="terms_accepted"
              checked={terms}
              onChange={(e) => tickTerms(e.target.checked)}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? termsErrorId : undefined}
            />
            <span>
              <FormattedMessage
                id="auth.terms"
                defaultMessage="I am of legal age and accept the terms and conditions"
              />
            </span>
          </label>
          {termsError && (
            <span id={termsErrorId} className={f.fieldError}>
              {messageText(intl, termsError)}
            </span>
          )}
        </div>
        <FormError error={error} />
        <button type="submit" className={`${f.primary} ${f.block}`} disabled={busy}>
          <FormattedMessage id="auth.sign-up.submit" defaultMessage="Create account" />
        </button>
        <div className={f.links}>
          <button type="button" className={f.link} onClick={() => openModal({ kind: 'signIn' })}>
            <FormattedMessage id="auth.to-sign-in" defaultMessage="Already have an account? Sign in" />
          </button>
        </div>
      </form>
    </Modal>
  );
}
