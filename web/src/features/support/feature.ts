// The built-in support chat (issue 28): the player's conversation with the operator's support,
// opened by the navigation's chat toggle (features/navigation, through index.ts). The private
// channel's support_message has the conversation read again: messages are few, and a request
// each costs less than carrying their code on the first screen. After a break in the channel the
// toggle's query is read again when the panel opens (SupportPanel refetches on mount).
import type { Feature } from '../../core/feature';
import { SUPPORT_KEY } from './keys';

export const supportFeature: Feature = {
  realtime: {
    private: (qc, m) =>
      void (m.event_name === 'support_message' && qc.invalidateQueries({ queryKey: SUPPORT_KEY })),
  },
};
