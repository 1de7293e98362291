// The responsible-gambling modals (reality check, activity limit reached, out of session limit)
// are kept in step across the player's tabs (spec section 4) over BroadcastChannel('sportsbook-rg'):
// opening one in a tab opens it in the others; closing it in one closes it in the others.
import type { RealityCheck } from '../../api/platformTypes';
import { RG_MODALS, type RgModal } from './rgModals';

export type { RgModal };
export const RG_CHANNEL = 'sportsbook-rg';

export type RgMessage =
  { type: 'open'; modal: RgModal; check?: RealityCheck } | { type: 'close'; modal: RgModal };

export function isRgModal(kind: string | undefined): kind is RgModal {
  return (RG_MODALS as readonly (string | undefined)[]).includes(kind);
}

function isRgMessage(data: unknown): data is RgMessage {
  if (!data || typeof data !== 'object') return false;
  const d = data as { type?: unknown; modal?: unknown };
  return (d.type === 'open' || d.type === 'close') && typeof d.modal === 'string' && isRgModal(d.modal);
}

let channel: BroadcastChannel | null | undefined;

function get(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(RG_CHANNEL);
  return channel;
}

export function postRg(msg: RgMessage): void {
  get()?.postMessage(msg);
}

/** Listens to the other tabs; returns the function that stops listening. */
export function onRg(listener: (msg: RgMessage) => void): () => void {
  const c = get();
  if (!c) return () => {};
  const handle = (e: MessageEvent) => {
    if (isRgMessage(e.data)) listener(e.data);
  };
  c.addEventListener('message', handle);
  return () => c.removeEventListener('message', handle);
}
