// The support chat's public part: the chat toggle's two ways to support that this feature owns
// (the navigation's toggle picks one by the site configuration): the built-in chat's toggle, and
// a provider's widget, loaded on its first open.
import type { ChatWidget } from '../../api/types';

export { default as SupportToggle } from './SupportToggle';

export function openChatWidget(w: ChatWidget, locale: string): Promise<void> {
  return import('./widget').then((m) => m.openWidget(w, locale));
}
