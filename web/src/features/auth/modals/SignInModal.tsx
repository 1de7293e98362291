// Sign-in (POST /users/sign_in). Wrong credentials, exclusions and too many attempts show the
// server's message; an unconfirmed email moves to resend-confirmation, a blocked country to the
// /blocked page. The server answers a locked account like a wrong password (it must not tell
// which emails exist), so a link offers the unlock modal to mail the unlock link again; a 423
// ACCOUNT_LOCKED, should a server still send one, moves there too.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ok, platform } from '../../../api/platform';
import { ApiRequestError } from '../../../api/request';
import { useLocalize } from '../../../core/links';
import { useSiteConfig } from '../../../core/siteConfig';
import { FormError, formStyles as f, Notice, TextField } from '../../../core/ui/forms';
import { Modal } from '../../../core/ui/Modal';
import { useAuth, type OpenModal } from '../../../core/auth';
import type { ModalViewProps } from '../../../core/auth';
import { useSubmit } from '../../../core/ui/useSubmit';

export function SignInModal({ modal, onClose }: ModalViewProps<Extract<OpenModal, { kind: 'signIn' }>>) {
  const intl = useIntl();
  const { openModal, closeModal, reload } = useAuth();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [email, setEmail] = useState(modal.email ?? '');
  const [password, setPassword] = useState('');
  const { busy, error, run, fields } = useSubmit();
  const { signUpAllowed } = useSiteConfig();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      try {
        await ok(platform.POST('/users/sign_in', { body: { email: email.trim(), password } }));
      } catch (err) {
        if (err instanceof ApiRequestError) {
          if (err.status === 423 || err.code === 'ACCOUNT_LOCKED') {
            openModal({ kind: 'unlock', email: email.trim(), messageKey: err.messageKey });
            return;
          }
          if (err.code === 'EMAIL_NOT_CONFIRMED') {
            openModal({ kind: 'confirmation', email: email.trim(), messageKey: err.messageKey });
            return;
          }
          if (err.code === 'COUNTRY_BLOCKED') {
            closeModal();
            const country = err.detail('country');
            void navigate(localize(country ? `/blocked?country=${encodeURIComponent(country)}` : '/blocked'));
            return;
          }
        }
        throw err;
      }
      await reload();
      onClose();
    });
  };

  return (
    <Modal
      name="signIn"
      title={<FormattedMessage id="auth.sign-in.title" defaultMessage="Sign in" />}
      onClose={onClose}
      testId="sign-in-modal"
    >
      <form className={f.form} onSubmit={submit} noValidate>
        {modal.sessionExpired && (
          <Notice>
            <span data-testid="session-expired">
              <FormattedMessage
                id="auth.session-expired"
                defaultMessage="Your session has expired. Please sign in again."
              />
            </span>
          </Notice>
        )}
        {modal.notice === 'confirmed' && (
          <Notice tone="success">
            <FormattedMessage
              id="auth.confirmation.done"
              defaultMessage="Your account is confirmed. You can sign in now."
            />
          </Notice>
        )}
        {modal.notice === 'passwordChanged' && (
          <Notice tone="success">
            <FormattedMessage
              id="auth.password-edit.done"
              defaultMessage="Your password is changed. You can sign in with it now."
            />
          </Notice>
        )}
        <TextField
          label={intl.formatMessage({ id: 'auth.email', defaultMessage: 'Email' })}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onValue={setEmail}
          error={fields.email}
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.password', defaultMessage: 'Password' })}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
          error={fields.password}
        />
        <FormError error={error} />
        <button type="submit" className={`${f.primary} ${f.block}`} disabled={busy}>
          <FormattedMessage id="auth.sign-in.submit" defaultMessage="Sign in" />
        </button>
        <div className={f.links}>
          <button
            type="button"
            className={f.link}
            onClick={() => openModal({ kind: 'passwordNew', email: email.trim() })}
          >
            <FormattedMessage id="auth.forgot-password" defaultMessage="Forgot your password?" />
          </button>
          {signUpAllowed && (
            <button type="button" className={f.link} onClick={() => openModal({ kind: 'signUp' })}>
              <FormattedMessage id="auth.to-sign-up" defaultMessage="Create an account" />
            </button>
          )}
          <button
            type="button"
            className={f.link}
            onClick={() => openModal({ kind: 'confirmation', email: email.trim() })}
          >
            <FormattedMessage
              id="auth.to-resend-confirmation"
              defaultMessage="Didn't get the confirmation email?"
            />
          </button>
          <button
            type="button"
            className={f.link}
            onClick={() => openModal({ kind: 'unlock', email: email.trim() })}
          >
            <FormattedMessage id="auth.to-unlock" defaultMessage="Account locked?" />
          </button>
        </div>
      </form>
    </Modal>
  );
}
