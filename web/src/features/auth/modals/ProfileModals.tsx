// Missing auth fields (first and last name, asked before a deposit: PATCH /player) and confirm
// password (asked before a self-exclusion or cooling-off; the caller sends the password with the
// limit and any error it meets shows here: a wrong password with the tries left before the lock).
// The wrong password that locks the account (423 ACCOUNT_LOCKED) has also ended the session on the
// server: the auth state is read again and the unlock modal says why, ready to mail the link again.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ok, platform } from '../../../api/platform';
import { ApiRequestError } from '../../../api/request';
import { FormError, formStyles as f, TextField } from '../../../core/ui/forms';
import { Modal } from '../../../core/ui/Modal';
import { useAuth, type OpenModal } from '../../../core/auth';
import type { ModalViewProps } from '../../../core/auth';
import { useSubmit } from '../../../core/ui/useSubmit';

export function AuthFieldsModal({
  modal,
  onClose,
}: ModalViewProps<Extract<OpenModal, { kind: 'authFields' }>>) {
  const intl = useIntl();
  const { profile, setProfile } = useAuth();
  const [first, setFirst] = useState(profile?.first_name ?? '');
  const [last, setLast] = useState(profile?.last_name ?? '');
  const { busy, error, run, fields } = useSubmit();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const player = await ok(
        platform.PATCH('/player', { body: { first_name: first.trim(), last_name: last.trim() } }),
      );
      setProfile(player);
      onClose();
      modal.onDone?.();
    });
  };
  return (
    <Modal
      name="authFields"
      title={<FormattedMessage id="auth.fields.title" defaultMessage="A few details first" />}
      onClose={onClose}
      testId="auth-fields-modal"
    >
      <form className={f.form} onSubmit={submit} noValidate>
        <p className={f.muted}>
          <FormattedMessage
            id="auth.fields.text"
            defaultMessage="Deposits need your name as it appears on your payment method."
          />
        </p>
        <TextField
          label={intl.formatMessage({ id: 'auth.first-name', defaultMessage: 'First name' })}
          name="first_name"
          autoComplete="given-name"
          required
          value={first}
          onValue={setFirst}
          error={fields.first_name}
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.last-name', defaultMessage: 'Last name' })}
          name="last_name"
          autoComplete="family-name"
          required
          value={last}
          onValue={setLast}
          error={fields.last_name}
        />
        <FormError error={error} />
        <button type="submit" className={`${f.primary} ${f.block}`} disabled={busy}>
          <FormattedMessage id="common.save-continue" defaultMessage="Save and continue" />
        </button>
      </form>
    </Modal>
  );
}

export function ConfirmPasswordModal({
  modal,
  onClose,
}: ModalViewProps<Extract<OpenModal, { kind: 'confirmPassword' }>>) {
  const intl = useIntl();
  const { profile, openModal, reload } = useAuth();
  const [password, setPassword] = useState('');
  const { busy, error, run, fields } = useSubmit();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const email = profile?.email;
    void run(async () => {
      try {
        await modal.submit(password);
      } catch (err) {
        if (err instanceof ApiRequestError && (err.status === 423 || err.code === 'ACCOUNT_LOCKED')) {
          // Signed out by the server: read that first, since the provider's own handling of a lost
          // session (its 401s open the sign-in modal) must not replace the unlock modal.
          await reload();
          openModal({ kind: 'unlock', email, messageKey: err.messageKey });
          return;
        }
        throw err;
      }
      onClose();
    });
  };
  return (
    <Modal
      name="confirmPassword"
      title={
        <FormattedMessage id="auth.confirm-password.title" defaultMessage="Confirm with your password" />
      }
      onClose={onClose}
      testId="confirm-password-modal"
    >
      <form className={f.form} onSubmit={submit} noValidate>
        <p className={f.muted}>
          <FormattedMessage
            id="auth.confirm-password.text"
            defaultMessage="This cannot be undone before it ends. Enter your password to confirm."
          />
        </p>
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
          <FormattedMessage id="common.confirm" defaultMessage="Confirm" />
        </button>
      </form>
    </Modal>
  );
}
