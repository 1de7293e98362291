// Keeps the responsible-gambling modals in step across the player's tabs (rgChannel.ts): mounted on
// every page, it posts what opens and closes here and follows what the other tabs post.
import { useEffect, useRef } from 'react';
import { useAuth } from '../../core/auth';
import { onRg, postRg, isRgModal, type RgModal } from './rgChannel';

/** Tells the other tabs when a responsible-gambling modal opens or closes here, and follows theirs. */
export function RgSync(): null {
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
  return null;
}
