// Which dialog is open, for the parent page of an embedded site (`notify-modal-triggered`): every
// dialog of the product (the Modal component, the notification panel) names itself when it opens,
// and the bridge, inside a frame, listens. Outside a frame nobody listens; the names are the
// README's ('Embedding the sportsbook'), stable whatever the dialog's title or language.
import { useEffect } from 'react';
import type { ModalKind } from './auth';

/** Every dialog's name: the modal kinds the auth state opens (core/auth), and the others. */
export type ModalName =
  | ModalKind
  | 'search'
  | 'bonusDetail'
  | 'bonusAlert'
  | 'jackpotHit'
  | 'welcome'
  | 'newCustomBet'
  | 'sharedBetNotFound'
  | 'cmsModal'
  | 'notifications'
  | 'chat';

type Listener = (name: ModalName) => void;

const listeners = new Set<Listener>();
// How many of each are open now: a listener that starts late hears what is already open.
const open = new Map<ModalName, number>();

/** Records a dialog opening; the returned function records it closing. */
export function modalOpened(name: ModalName): () => void {
  open.set(name, (open.get(name) ?? 0) + 1);
  for (const l of listeners) l(name);
  return () => {
    const left = (open.get(name) ?? 1) - 1;
    if (left > 0) open.set(name, left);
    else open.delete(name);
  };
}

/** Hears every dialog that opens from now on, and at once the ones open already. */
export function onModalOpened(listener: Listener): () => void {
  listeners.add(listener);
  for (const name of open.keys()) listener(name);
  return () => listeners.delete(listener);
}

/** A dialog's announcement, while it is shown. */
export function useModalName(name: ModalName): void {
  useEffect(() => modalOpened(name), [name]);
}
