// The modals around mailed links: account confirmation (with the token: confirm; without: mail
// the link again), forgot password (mail a reset link), edit password (set a new one with the
// token) and unlock (with the token: unlock; without: mail the link again). Mailing answers the
// same whether or not the account exists, and so does the notice.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ok, platform } from '../../../api/platform';
import { ApiRequestError } from '../../../api/request';
import { FormError, formStyles as f, messageText, Notice, TextField } from '../../../core/ui/forms';
import { Modal } from '../../../core/ui/Modal';
import { useAuth, type OpenModal } from '../../../core/auth';
import type { ModalViewProps } from '../../../core/auth';
import { useSubmit } from '../../../core/ui/useSubmit';
import { once } from './shared';

type Result = { state: 'working' } | { state: 'done'; email: string } | { state: 'failed'; error: unknown };

/** Spends a mailed token once (GET with the token), and reports how it went. */
function useTokenCheck(token: string | undefined, spend: (token: string) => Promise<{ email: string }>) {
  const [result, setResult] = useState<Result | null>(token ? { state: 'working' } : null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    spend(token).then(
      (r) => live && setResult({ state: 'done', email: r.email }),
      (error: unknown) => live && setResult({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [token, spend]);
  return result;
}

const confirmAccount = (token: string) =>
  once(`confirm:${token}`, () =>
    ok(platform.GET('/users/confirmation', { params: { query: { confirmation_token: token } } })),
  );
const unlockAccount = (token: string) =>
  once(`unlock:${token}`, () =>
    ok(platform.GET('/users/unlock', { params: { query: { unlock_token: token } } })),
  );

/** An email form that asks for a link to be mailed (again). */
function ResendForm({
  initialEmail,
  send,
  submitLabel,
  sentText,
}: {
  initialEmail?: string;
  send: (email: string) => Promise<void>;
  submitLabel: ReactNode;
  sentText: (email: string) => ReactNode;
}) {
  const intl = useIntl();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run, fields } = useSubmit();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await send(email.trim());
      setSent(email.trim());
    });
  };
  return (
    <form className={f.form} onSubmit={submit} noValidate>
      {sent && <Notice tone="success">{sentText(sent)}</Notice>}
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
      <FormError error={error} />
      <button type="submit" className={`${f.primary} ${f.block}`} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

function ServerNotice({ messageKey }: { messageKey?: string }) {
  const intl = useIntl();
  if (!messageKey) return null;
  return <Notice>{messageText(intl, messageKey)}</Notice>;
}

export function ConfirmationModal({
  modal,
  onClose,
}: ModalViewProps<Extract<OpenModal, { kind: 'confirmation' }>>) {
  const intl = useIntl();
  const { openModal } = useAuth();
  const result = useTokenCheck(modal.token, confirmAccount);
  useEffect(() => {
    if (result?.state === 'done') openModal({ kind: 'signIn', email: result.email, notice: 'confirmed' });
  }, [result, openModal]);

  const title = modal.token ? (
    <FormattedMessage id="auth.confirmation.title" defaultMessage="Account confirmation" />
  ) : (
    <FormattedMessage id="auth.confirmation.resend.title" defaultMessage="Resend confirmation" />
  );
  return (
    <Modal name="confirmation" title={title} onClose={onClose} testId="confirmation-modal">
      <div className={f.form}>
        {result?.state === 'working' && (
          <Notice>
            <FormattedMessage id="auth.confirmation.working" defaultMessage="Confirming your account…" />
          </Notice>
        )}
        {result?.state === 'failed' && <FormError error={result.error} />}
        <ServerNotice messageKey={modal.messageKey} />
        {result?.state !== 'working' && result?.state !== 'done' && (
          <>
            <p className={f.muted}>
              <FormattedMessage
                id="auth.confirmation.resend.text"
                defaultMessage="Enter your email and we will send the confirmation link again."
              />
            </p>
            <ResendForm
              initialEmail={modal.email}
              send={async (email) => {
                await ok(platform.POST('/users/confirmation', { body: { email, locale: intl.locale } }));
              }}
              submitLabel={
                <FormattedMessage id="auth.confirmation.resend" defaultMessage="Send the link again" />
              }
              sentText={(email) => (
                <FormattedMessage
                  id="auth.confirmation.resent"
                  defaultMessage="If {email} is waiting for confirmation, a new link is on its way."
                  values={{ email }}
                />
              )}
            />
          </>
        )}
      </div>
    </Modal>
  );
}

export function PasswordNewModal({
  modal,
  onClose,
}: ModalViewProps<Extract<OpenModal, { kind: 'passwordNew' }>>) {
  const intl = useIntl();
  const { openModal } = useAuth();
  return (
    <Modal
      name="passwordNew"
      title={<FormattedMessage id="auth.password-new.title" defaultMessage="Forgot your password?" />}
      onClose={onClose}
      testId="password-new-modal"
    >
      <div className={f.form}>
        <p className={f.muted}>
          <FormattedMessage
            id="auth.password-new.text"
            defaultMessage="Enter your email and we will send you a link to set a new password."
          />
        </p>
        <ResendForm
          initialEmail={modal.email}
          send={async (email) => {
            await ok(platform.POST('/users/password', { body: { email, locale: intl.locale } }));
          }}
          submitLabel={<FormattedMessage id="auth.password-new.submit" defaultMessage="Send the link" />}
          sentText={(email) => (
            <FormattedMessage
              id="auth.password-new.sent"
              defaultMessage="If an account exists for {email}, a link to set a new password is on its way."
              values={{ email }}
            />
          )}
        />
        <div className={f.links}>
          <button type="button" className={f.link} onClick={() => openModal({ kind: 'signIn' })}>
            <FormattedMessage id="auth.back-to-sign-in" defaultMessage="Back to sign-in" />
          </button>
        </div>
      </div>
    </Modal>
  );
}

export function PasswordEditModal({
  modal,
  onClose,
}: ModalViewProps<Extract<OpenModal, { kind: 'passwordEdit' }>>) {
  const intl = useIntl();
  const { openModal } = useAuth();
  const [password, setPassword] = useState('');
  const { busy, error, run, fields } = useSubmit();
  const tokenInvalid = !modal.token || (error instanceof ApiRequestError && error.code === 'TOKEN_INVALID');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!modal.token) return;
    const token = modal.token;
    void run(async () => {
      await ok(platform.PUT('/users/password', { body: { reset_password_token: token, password } }));
      openModal({ kind: 'signIn', notice: 'passwordChanged' });
    });
  };
  return (
    <Modal
      name="passwordEdit"
      title={<FormattedMessage id="auth.password-edit.title" defaultMessage="Set a new password" />}
      onClose={onClose}
      testId="password-edit-modal"
    >
      <form className={f.form} onSubmit={submit} noValidate>
        {!modal.token && (
          <FormError error={new ApiRequestError(422, 'TOKEN_INVALID', 'error.auth.token_invalid')} />
        )}
        {modal.token && (
          <>
            <TextField
              label={intl.formatMessage({ id: 'auth.password.new', defaultMessage: 'New password' })}
              type="password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onValue={setPassword}
              error={fields.password}
              hint={intl.formatMessage({
                id: 'auth.password.hint',
                defaultMessage: 'At least 8 characters, with a letter and a digit.',
              })}
            />
            <FormError error={error} />
            <button type="submit" className={`${f.primary} ${f.block}`} disabled={busy}>
              <FormattedMessage id="auth.password-edit.submit" defaultMessage="Save the password" />
            </button>
          </>
        )}
        {tokenInvalid && (
          <button type="button" className={f.secondary} onClick={() => openModal({ kind: 'passwordNew' })}>
            <FormattedMessage id="auth.password-edit.new-link" defaultMessage="Send me a new link" />
          </button>
        )}
      </form>
    </Modal>
  );
}

export function UnlockModal({ modal, onClose }: ModalViewProps<Extract<OpenModal, { kind: 'unlock' }>>) {
  const intl = useIntl();
  const { openModal } = useAuth();
  const result = useTokenCheck(modal.token, unlockAccount);
  return (
    <Modal
      name="unlock"
      title={<FormattedMessage id="auth.unlock.title" defaultMessage="Unlock your account" />}
      onClose={onClose}
      testId="unlock-modal"
    >
      <div className={f.form}>
        {result?.state === 'working' && (
          <Notice>
            <FormattedMessage id="auth.unlock.working" defaultMessage="Unlocking your account…" />
          </Notice>
        )}
        {result?.state === 'done' && (
          <>
            <Notice tone="success">
              <FormattedMessage
                id="auth.unlock.done"
                defaultMessage="Your account is unlocked. You can sign in again."
              />
            </Notice>
            <button
              type="button"
              className={`${f.primary} ${f.block}`}
              onClick={() => openModal({ kind: 'signIn', email: result.email })}
            >
              <FormattedMessage id="auth.sign-in.title" defaultMessage="Sign in" />
            </button>
          </>
        )}
        {result?.state === 'failed' && <FormError error={result.error} />}
        <ServerNotice messageKey={modal.messageKey} />
        {result?.state !== 'working' && result?.state !== 'done' && (
          <>
            <p className={f.muted}>
              <FormattedMessage
                id="auth.unlock.resend.text"
                defaultMessage="Enter your email and we will send the unlock link again."
              />
            </p>
            <ResendForm
              initialEmail={modal.email}
              send={async (email) => {
                await ok(platform.POST('/users/unlock', { body: { email, locale: intl.locale } }));
              }}
              submitLabel={<FormattedMessage id="auth.unlock.resend" defaultMessage="Send the unlock link" />}
              sentText={(email) => (
                <FormattedMessage
                  id="auth.unlock.resent"
                  defaultMessage="If {email} is locked, a new unlock link is on its way."
                  values={{ email }}
                />
              )}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
