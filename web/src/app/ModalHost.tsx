// Renders the open modal through the feature that shows its kind (core/feature: its code loads on
// demand, per feature), and sends the browser home when a modal opened by an auth route closes.
import { Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../core/auth';
import { useLocalize } from '../core/links';
import { FEATURES } from './features';

export function ModalHost() {
  const { modal, closeModal } = useAuth();
  const navigate = useNavigate();
  const localize = useLocalize();
  const closeTo = modal?.closeTo;
  const onClose = useCallback(() => {
    closeModal();
    if (closeTo) void navigate(localize(closeTo));
  }, [closeModal, closeTo, navigate, localize]);

  const View = modal && FEATURES.find((f) => f.modals?.kinds.includes(modal.kind))?.modals?.View;
  if (!modal || !View) return null;
  return (
    <Suspense fallback={null}>
      <View modal={modal} onClose={onClose} />
    </Suspense>
  );
}
