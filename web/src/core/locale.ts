// The locale the UI shows and its messages, kept outside React so that the router, the intl
// provider and the realtime connection all follow one value. The URL is the source of truth: the
// locale is its first segment (none for the default). A change loads the locale's messages first
// (a progress bar shows meanwhile), then swaps them in and updates <html lang dir>.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isRtl, type Locale } from '../domain/locale';
import { loadMessages, type Messages } from '../i18n';
import { withOperatorMessages } from '../i18n/operator';

export interface LocaleState {
  locale: Locale;
  messages: Messages;
  /** True while the messages of a new locale load. */
  switching: boolean;
  /** The locale of a language change that failed (the language alert's Retry asks for it again);
   * false once a change succeeded or the player closed the alert. */
  failed: Locale | false;
}

let state: LocaleState = { locale: 'en', messages: {}, switching: false, failed: false };
/** Whether this deployment lays right-to-left locales out right to left (the server decides). */
let rtlEnabled = true;
const listeners = new Set<() => void>();
const cache = new Map<string, Messages>();
let pending: string | null = null;
/** The locale shown with only its first screen's messages (initLocale), until the others load. */
let incomplete: Locale | null = null;
let completing: Promise<void> | null = null;
/** Who keeps a copy of the shown messages (the operator's wording over them, app/App) and grows it
 * with the messages it lacks. */
const growers = new Set<(added: Messages) => void>();

function set(next: Partial<LocaleState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** The direction a locale is laid out in on this deployment. */
export function dirOf(locale: string): 'rtl' | 'ltr' {
  return rtlEnabled && isRtl(locale) ? 'rtl' : 'ltr';
}

function applyToDocument(locale: string): void {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = dirOf(locale);
  document.body.dataset.locale = locale;
}

/**
 * Starts with the locale the server rendered. The served <html dir> tells whether right-to-left
 * is on: a right-to-left locale served as "ltr" means the operator turned it off.
 */
export function initLocale(
  locale: Locale,
  messages: Messages,
  complete = true,
  doc: Document = document,
): void {
  rtlEnabled = !(isRtl(locale) && doc.documentElement.dir !== 'rtl');
  if (complete) cache.set(locale, messages);
  incomplete = complete ? null : locale;
  completing = null;
  // An incomplete set grows in place (completeMessages): a copy, not the module's own.
  state = { locale, messages: complete ? messages : { ...messages }, switching: false, failed: false };
}

/**
 * Resolves once the shown locale's messages are whole: at once, unless the page started with only
 * its first screen's (initLocale), then after the others load. Every part loaded later waits for
 * it (core/connection), so that it never names a message that is not there yet.
 */
export function completeMessages(): Promise<void> {
  const locale = incomplete;
  if (locale === null) return Promise.resolve();
  completing ??= loadMessages(locale).then(
    (messages) => {
      cache.set(locale, messages);
      if (incomplete !== locale) return;
      incomplete = null;
      if (state.locale !== locale) return;
      // The shown messages grow in place, and nothing is drawn again: they already hold every
      // message the page shows, and a new set would draw the whole app again to the same text
      // (40 ms of a mid-range phone's main thread, at the end of the page's load).
      addMissing(state.messages, messages);
      for (const grow of growers) grow(messages);
    },
    (err: unknown) => {
      completing = null;
      throw err;
    },
  );
  return completing;
}

function addMissing(to: Messages, from: Messages): void {
  for (const [id, message] of Object.entries(from)) if (!(id in to)) to[id] = message;
}

/** The shown messages with the operator's wording over them (site configuration translations):
 * a copy when there is any, which grows with the shown set (completeMessages). */
export function useShownMessages(translations: Record<string, string>): Messages {
  const { messages: own } = useLocaleState();
  const messages = useMemo(() => withOperatorMessages(own, translations), [own, translations]);
  useEffect(() => {
    if (messages === own) return;
    const grow = (added: Messages) => addMissing(messages, added);
    grow(own);
    growers.add(grow);
    return () => void growers.delete(grow);
  }, [messages, own]);
  return messages;
}

/**
 * Makes `locale` the shown one, loading its messages when needed. Resolves true when it is shown,
 * false when loading failed (the previous locale stays and `failed` is set) or another change
 * overtook this one.
 */
export async function ensureLocale(locale: Locale): Promise<boolean> {
  if (state.locale === locale && pending === null) return true;
  pending = locale;
  const cached = cache.get(locale);
  if (!cached) set({ switching: true });
  try {
    const messages = cached ?? (await loadMessages(locale));
    cache.set(locale, messages);
    if (pending !== locale) return false;
    pending = null;
    incomplete = null;
    applyToDocument(locale);
    set({ locale, messages, switching: false, failed: false });
    return true;
  } catch (err) {
    console.error('language change failed', err);
    if (pending === locale) {
      pending = null;
      set({ switching: false, failed: locale });
    }
    return false;
  }
}

export function dismissLocaleError(): void {
  set({ failed: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocaleState(): LocaleState {
  return state;
}

export function useLocaleState(): LocaleState {
  return useSyncExternalStore(subscribe, getLocaleState, getLocaleState);
}

export function useLocale(): Locale {
  return useLocaleState().locale;
}
