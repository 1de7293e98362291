// The auth modals, one chunk loaded when the first of them opens. A sign-in or sign-up the site
// does not allow (site configuration) says so instead of asking for what the server would refuse.
import { FormattedMessage } from 'react-intl';
import type { ModalViewProps } from '../../core/auth';
import { useSiteConfig } from '../../core/siteConfig';
import { Notice } from '../../core/ui/forms';
import { Modal } from '../../core/ui/Modal';
import {
  ConfirmationModal,
  PasswordEditModal,
  PasswordNewModal,
  UnlockModal,
} from './modals/EmailLinkModals';
import { PhoneModal } from './modals/PhoneModal';
import { AuthFieldsModal, ConfirmPasswordModal } from './modals/ProfileModals';
import { SignInModal } from './modals/SignInModal';
import { SignUpModal } from './modals/SignUpModal';

function Closed({ kind, onClose }: { kind: 'signIn' | 'signUp'; onClose: () => void }) {
  return (
    <Modal
      name={kind}
      title={
        kind === 'signIn' ? (
          <FormattedMessage id="auth.sign-in.title" defaultMessage="Sign in" />
        ) : (
          <FormattedMessage id="auth.sign-up.title" defaultMessage="Create your account" />
        )
      }
      onClose={onClose}
      testId={kind === 'signIn' ? 'sign-in-closed' : 'sign-up-closed'}
    >
      <Notice>
        {kind === 'signIn' ? (
          <FormattedMessage
            id="error.auth.sign_in_closed"
            defaultMessage="Signing in is closed on this site for now."
          />
        ) : (
          <FormattedMessage
            id="error.auth.sign_up_closed"
            defaultMessage="Signing up is closed on this site for now."
          />
        )}
      </Notice>
    </Modal>
  );
}

export default function AuthModals({ modal, onClose }: ModalViewProps) {
  const site = useSiteConfig();
  switch (modal.kind) {
    case 'signIn':
      if (!site.signInAllowed) return <Closed kind="signIn" onClose={onClose} />;
      return <SignInModal modal={modal} onClose={onClose} />;
    case 'signUp':
      if (!site.signUpAllowed) return <Closed kind="signUp" onClose={onClose} />;
      return <SignUpModal modal={modal} onClose={onClose} />;
    case 'confirmation':
      return <ConfirmationModal modal={modal} onClose={onClose} />;
    case 'passwordNew':
      return <PasswordNewModal modal={modal} onClose={onClose} />;
    case 'passwordEdit':
      return <PasswordEditModal modal={modal} onClose={onClose} />;
    case 'unlock':
      return <UnlockModal modal={modal} onClose={onClose} />;
    case 'phone':
      return <PhoneModal modal={modal} onClose={onClose} />;
    case 'authFields':
      return <AuthFieldsModal modal={modal} onClose={onClose} />;
    case 'confirmPassword':
      return <ConfirmPasswordModal modal={modal} onClose={onClose} />;
    default:
      return null;
  }
}
