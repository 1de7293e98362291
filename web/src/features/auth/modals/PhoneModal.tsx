// Phone verification: a number (POST /player/phone texts a code), then the code (POST
// /player/phone/verify). Sending again waits for resend_timeout, counted down here, and stops at
// the daily SMS limit.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ok, platform } from '../../../api/platform';
import type { Phone } from '../../../api/platformTypes';
import { ApiRequestError } from '../../../api/request';
import { FormError, formStyles as f, Notice, SelectField, TextField } from '../../../core/ui/forms';
import { Modal } from '../../../core/ui/Modal';
import { showAlert } from '../../../core/alerts/alerts';
import { useAuth } from '../../../core/auth';
import type { ModalViewProps } from '../../../core/auth';
import { useSubmit } from '../../../core/ui/useSubmit';
import { useSiteConfig } from '../../../core/siteConfig';
import { phoneVerificationNeeded } from '../../../domain/account';
import { CountryOptions } from './shared';

type Step = { step: 'loading' } | { step: 'number' } | { step: 'code'; phone: Phone; resendAt: number };

function codeStep(phone: Phone): Step {
  return { step: 'code', phone, resendAt: Date.now() + phone.resend_timeout * 1000 };
}

export function PhoneModal({ onClose }: ModalViewProps) {
  const intl = useIntl();
  const { profile, reload } = useAuth();
  const [step, setStep] = useState<Step>({ step: 'loading' });
  const [number, setNumber] = useState('');
  const [country, setCountry] = useState(profile?.country ?? '');
  const [code, setCode] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const { busy, error, run, fields, setError } = useSubmit();
  // Why the dialog came up by itself (features/auth/PhoneRequired).
  const required = phoneVerificationNeeded(profile, useSiteConfig().phoneVerificationRequired);

  useEffect(() => {
    let live = true;
    ok(platform.GET('/player/phone')).then(
      (phone) => {
        if (!live) return;
        setNumber(phone.number);
        setCountry(phone.country);
        setStep(phone.verified ? { step: 'number' } : codeStep(phone));
      },
      () => live && setStep({ step: 'number' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const waiting = step.step === 'code' && step.resendAt > now;
  useEffect(() => {
    if (!waiting) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [waiting]);

  const refresh = useCallback(async () => {
    const phone = await ok(platform.GET('/player/phone')).catch(() => null);
    if (phone) setStep(codeStep(phone));
  }, []);

  const sendNumber = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const phone = await ok(platform.POST('/player/phone', { body: { number: number.trim(), country } }));
      setNow(Date.now());
      setStep(codeStep(phone));
    });
  };
  const verify = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await ok(platform.POST('/player/phone/verify', { body: { code: code.trim() } }));
      showAlert({ type: 'success', title: { id: 'auth.phone.verified' } });
      await reload();
      onClose();
    });
  };
  const resend = () =>
    void run(async () => {
      try {
        const phone = await ok(platform.POST('/player/phone/resend'));
        setNow(Date.now());
        setStep(codeStep(phone));
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 429) await refresh();
        throw err;
      }
    });

  // Inside each step's form, spaced as its fields are.
  const requiredNote = required && (
    <p className={f.muted} data-testid="phone-required">
      <FormattedMessage
        id="auth.phone.required"
        defaultMessage="This site asks you to verify your phone number before you go on."
      />
    </p>
  );

  const secondsLeft = step.step === 'code' ? Math.max(0, Math.ceil((step.resendAt - now) / 1000)) : 0;

  return (
    <Modal
      name="phone"
      title={<FormattedMessage id="auth.phone.title" defaultMessage="Verify your phone" />}
      onClose={onClose}
      testId="phone-modal"
    >
      {step.step === 'loading' && (
        <Notice>
          <FormattedMessage id="loading" defaultMessage="Loading…" />
        </Notice>
      )}
      {step.step === 'number' && (
        <form className={f.form} onSubmit={sendNumber} noValidate>
          {requiredNote}
          <TextField
            label={intl.formatMessage({ id: 'auth.phone.number', defaultMessage: 'Phone number' })}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+447700900123"
            required
            value={number}
            onValue={setNumber}
            error={fields.number}
          />
          <SelectField
            label={intl.formatMessage({ id: 'auth.country', defaultMessage: 'Country' })}
            value={country}
            onValue={setCountry}
            error={fields.country}
          >
            <option value="" disabled>
              {intl.formatMessage({ id: 'auth.country.choose', defaultMessage: 'Choose a country' })}
            </option>
            <CountryOptions />
          </SelectField>
          <FormError error={error} />
          <button type="submit" className={`${f.primary} ${f.block}`} disabled={busy}>
            <FormattedMessage id="auth.phone.send" defaultMessage="Send me a code" />
          </button>
        </form>
      )}
      {step.step === 'code' && (
        <form className={f.form} onSubmit={verify} noValidate>
          {requiredNote}
          <p className={f.muted}>
            <FormattedMessage
              id="auth.phone.sent"
              defaultMessage="We have texted a code to {number}."
              values={{ number: step.phone.number }}
            />
          </p>
          <TextField
            label={intl.formatMessage({ id: 'auth.phone.code', defaultMessage: 'Code' })}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onValue={setCode}
            error={fields.code}
          />
          <FormError error={error} />
          {step.phone.sms_limit_reached && (
            <Notice>
              <span data-testid="sms-limit">
                <FormattedMessage
                  id="auth.phone.sms-limit"
                  defaultMessage="You have reached today's limit of text messages. Try again tomorrow."
                />
              </span>
            </Notice>
          )}
          <button type="submit" className={`${f.primary} ${f.block}`} disabled={busy}>
            <FormattedMessage id="auth.phone.verify" defaultMessage="Verify" />
          </button>
          <div className={f.links}>
            <button
              type="button"
              className={f.link}
              onClick={resend}
              disabled={busy || secondsLeft > 0 || step.phone.sms_limit_reached}
            >
              {secondsLeft > 0 ? (
                <span data-testid="resend-countdown">
                  <FormattedMessage
                    id="auth.phone.resend-in"
                    defaultMessage="Send the code again in {seconds, plural, one {# second} other {# seconds}}"
                    values={{ seconds: secondsLeft }}
                  />
                </span>
              ) : (
                <FormattedMessage id="auth.phone.resend" defaultMessage="Send the code again" />
              )}
            </button>
            <button
              type="button"
              className={f.link}
              onClick={() => {
                setError(null);
                setStep({ step: 'number' });
              }}
            >
              <FormattedMessage id="auth.phone.change" defaultMessage="Change the number" />
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
