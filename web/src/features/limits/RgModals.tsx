// The responsible-gambling modals: the reality check (time played, wagered and won; continue or
// sign out), activity limit reached and out of session limit (both after the player was signed
// out). ModalHost keeps them in step across tabs.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocaleState } from '../../core/locale';
import { playedFor } from '../../domain/auth';
import { formatMoney, subunitsOf } from '../../domain/money';
import { useAuth, type OpenModal } from '../../core/auth';
import type { ModalViewProps } from '../../core/auth';
import { useSubmit } from '../../core/ui/useSubmit';
import { FormError, formStyles as f } from '../../core/ui/forms';
import { Modal } from '../../core/ui/Modal';
import { continueSession } from '../auth';
import styles from './Limits.module.css';

function RealityCheckModal({ modal }: ModalViewProps<Extract<OpenModal, { kind: 'realityCheck' }>>) {
  const { closeModal, signOut } = useAuth();
  const { locale } = useLocaleState();
  const { busy, error, run } = useSubmit();
  const rc = modal.check;
  const [openedAt] = useState(() => Date.now());
  const { hours, minutes } = playedFor(rc.session_started_at, openedAt);
  const currency = rc.currency ? { code: rc.currency, subunits: subunitsOf(rc.currency) } : null;
  const proceed = () =>
    void run(async () => {
      await continueSession();
      closeModal();
    });
  return (
    <Modal
      name="realityCheck"
      title={<FormattedMessage id="rg.reality-check.title" defaultMessage="Reality check" />}
      onClose={proceed}
      dismissible={false}
      testId="reality-check-modal"
    >
      <div className={f.form}>
        <p>
          <FormattedMessage
            id="rg.reality-check.played"
            defaultMessage="You have been playing for {hours} h {minutes} min."
            values={{ hours, minutes }}
          />
        </p>
        {currency && (
          <dl className={styles.facts}>
            <div>
              <dt>
                <FormattedMessage id="rg.reality-check.wagered" defaultMessage="Wagered" />
              </dt>
              <dd>{formatMoney(rc.wagered ?? 0, currency, locale)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="rg.reality-check.won" defaultMessage="Won" />
              </dt>
              <dd>{formatMoney(rc.won ?? 0, currency, locale)}</dd>
            </div>
          </dl>
        )}
        <FormError error={error} />
        <div className={f.actions}>
          <button type="button" className={f.primary} onClick={proceed} disabled={busy}>
            <FormattedMessage id="rg.reality-check.continue" defaultMessage="Continue" />
          </button>
          <button
            type="button"
            className={f.secondary}
            onClick={() => {
              closeModal();
              void signOut();
            }}
          >
            <FormattedMessage id="profile.sign-out" defaultMessage="Sign out" />
          </button>
        </div>
      </div>
    </Modal>
  );
}

function SignedOutNotice({
  name,
  onClose,
  title,
  text,
  testId,
}: {
  name: 'activityLimit' | 'sessionLimit';
  onClose: () => void;
  title: ReactNode;
  text: ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Modal name={name} title={title} onClose={onClose} testId={testId}>
      <div className={f.form}>
        <p>{text}</p>
        <button type="button" className={`${f.primary} ${f.block}`} onClick={onClose}>
          {intl.formatMessage({ id: 'common.ok', defaultMessage: 'OK' })}
        </button>
      </div>
    </Modal>
  );
}

export default function RgModals({ modal, onClose }: ModalViewProps) {
  switch (modal.kind) {
    case 'realityCheck':
      return <RealityCheckModal modal={modal} onClose={onClose} />;
    case 'activityLimit':
      return (
        <SignedOutNotice
          name={modal.kind}
          onClose={onClose}
          testId="activity-limit-modal"
          title={<FormattedMessage id="rg.activity-limit.title" defaultMessage="Activity limit reached" />}
          text={
            <FormattedMessage
              id="rg.activity-limit.text"
              defaultMessage="You have reached the activity limit you set, so you have been signed out. You can play again when the limit period ends."
            />
          }
        />
      );
    case 'sessionLimit':
      return (
        <SignedOutNotice
          name={modal.kind}
          onClose={onClose}
          testId="session-limit-modal"
          title={<FormattedMessage id="rg.session-limit.title" defaultMessage="Session limit reached" />}
          text={
            <FormattedMessage
              id="rg.session-limit.text"
              defaultMessage="Your session or time limit is used up, so you have been signed out. You can sign in again when the limit period ends."
            />
          }
        />
      );
    default:
      return null;
  }
}
