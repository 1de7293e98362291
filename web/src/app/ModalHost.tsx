// Renders the open modal (its code loads on demand, per feature), sends the browser home when a
// modal opened by an auth route closes, and keeps the responsible-gambling modals in step across
// tabs.
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { lazyWhenOnline } from '../core/connection';
import { useNavigate } from 'react-router';
import { useLocalize } from '../core/links';
import { isRgModal, onRg, postRg, type RgModal } from '../features/limits/rgChannel';
import { useAuth, type ModalKind } from '../core/auth';
import { useFeatureFlag } from '../core/featureFlags';
import { whenIdle } from '../realtime/batch';

const AuthModals = lazyWhenOnline(() => import('../features/auth/AuthModals'));
const WalletModals = lazyWhenOnline(() => import('../features/wallet/WalletModals'));
const RgModals = lazyWhenOnline(() => import('../features/limits/RgModals'));

const WALLET: readonly ModalKind[] = ['iframeDeposit', 'quickDeposit'];

export function ModalHost() {
  const { modal, closeModal } = useAuth();
  const navigate = useNavigate();
  const localize = useLocalize();
  const closeTo = modal?.closeTo;
  const onClose = useCallback(() => {
    closeModal();
    if (closeTo) void navigate(localize(closeTo));
  }, [closeModal, closeTo, navigate, localize]);

  useRgSync();
  usePreloadSignUp();

  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      {isRgModal(modal.kind) ? (
        <RgModals modal={modal} onClose={onClose} />
      ) : WALLET.includes(modal.kind) ? (
        <WalletModals modal={modal} onClose={onClose} />
      ) : (
        <AuthModals modal={modal} onClose={onClose} />
      )}
    </Suspense>
  );
}

/** sign_up_iframe_preloader: a visitor's sign-up dialog (its chunk) loads once the page idles, so
 * that it opens at once; without the flag it loads on the first click. */
function usePreloadSignUp(): void {
  const { status } = useAuth();
  const preload = useFeatureFlag('sign_up_iframe_preloader') && status === 'NOT_LOGGED_IN';
  useEffect(() => {
    if (preload) return whenIdle(() => void import('../features/auth/AuthModals'));
  }, [preload]);
}

/** Tells the other tabs when a responsible-gambling modal opens or closes here, and follows theirs. */
function useRgSync(): void {
  const { modal, status, openModal, closeModal, signOut } = useAuth();
  const shown = useRef<RgModal | null>(null);
  /** The change the other tab asked for, which must not be echoed back. */
  const fromOtherTab = useRef<RgModal | 'closed' | null>(null);
  const kind = modal && isRgModal(modal.kind) ? modal.kind : null;
  const check = modal?.kind === 'realityCheck' ? modal.check : undefined;

  useEffect(() => {
    const before = shown.current;
    shown.current = kind;
    const echo = fromOtherTab.current;
    fromOtherTab.current = null;
    if (kind === before) return;
    if (before && echo !== 'closed') postRg({ type: 'close', modal: before });
    if (kind && echo !== kind) postRg({ type: 'open', modal: kind, check });
  }, [kind, check]);

  const state = useRef({ status, kind });
  useEffect(() => {
    state.current = { status, kind };
  }, [status, kind]);

  useEffect(
    () =>
      onRg((msg) => {
        if (msg.type === 'close') {
          if (state.current.kind === msg.modal) {
            fromOtherTab.current = 'closed';
            closeModal();
          }
          return;
        }
        if (state.current.kind === msg.modal) return;
        fromOtherTab.current = msg.modal;
        if (msg.modal === 'realityCheck') {
          if (msg.check) openModal({ kind: 'realityCheck', check: msg.check });
        } else if (state.current.status === 'LOGGED_IN') {
          // The other tab's session ended, and with it this one's: the cookie is shared.
          void signOut({ remote: false, then: { kind: msg.modal } });
        } else {
          openModal({ kind: msg.modal });
        }
      }),
    [openModal, closeModal, signOut],
  );
}
