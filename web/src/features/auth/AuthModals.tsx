// The auth modals, one chunk loaded when the first of them opens.
import type { ModalViewProps } from '../../core/auth';
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

export default function AuthModals({ modal, onClose }: ModalViewProps) {
  switch (modal.kind) {
    case 'signIn':
      return <SignInModal modal={modal} onClose={onClose} />;
    case 'signUp':
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
