// The window-message I/O of the embedded product: listens to the messages of its window, keeps
// what the rules accept (protocol.ts) and counts what they ignore, and posts to the parent.
import {
  noneIgnored,
  outgoing,
  readMessage,
  targetOrigins,
  type IgnoredCounts,
  type IncomingMessage,
  type OutgoingPayloads,
  type OutgoingType,
} from '../../core/embed/protocol';

/** What the bridge shows of itself on window.__sportsbookEmbed: a debug view for an operator's
 * developer (and the end-to-end test), read-only in spirit. */
export interface EmbedDebug {
  ignored: IgnoredCounts;
  accepted: number;
  parentOrigin: string | null;
}

export type EmbedWindow = Window & { __sportsbookEmbed?: EmbedDebug };

export interface Bridge {
  post: <T extends OutgoingType>(type: T, payload: OutgoingPayloads[T]) => void;
  stop: () => void;
}

export function startBridge(
  win: EmbedWindow,
  allowed: readonly string[],
  onMessage: (message: IncomingMessage) => void,
): Bridge {
  const debug: EmbedDebug = { ignored: noneIgnored(), accepted: 0, parentOrigin: null };
  win.__sportsbookEmbed = debug;
  const ancestor = win.location.ancestorOrigins?.[0];
  const listener = (e: MessageEvent) => {
    const fromParent = e.source === win.parent;
    const verdict = readMessage(
      { origin: e.origin, data: e.data, fromParent },
      { allowed, trusted: win.location.origin, initialised: debug.parentOrigin !== null },
    );
    if (!verdict.accept) {
      debug.ignored[verdict.reason] += 1;
      console.debug(`sportsbook embed: ignored a message (${verdict.reason}) from ${e.origin}`);
      return;
    }
    debug.accepted += 1;
    if (verdict.message.type === 'initialized') debug.parentOrigin = e.origin;
    onMessage(verdict.message);
  };
  win.addEventListener('message', listener);
  return {
    post: (type, payload) => {
      const message = outgoing(type, payload);
      for (const origin of targetOrigins(allowed, debug.parentOrigin, ancestor))
        win.parent.postMessage(message, origin);
    },
    stop: () => win.removeEventListener('message', listener),
  };
}
