// UI strings: one flat ICU message file per locale, loaded on demand so each locale is its own
// chunk, and compiled at build time (?ast, see vite.config.ts) so the ICU parser stays out of the
// browser. Missing keys fall back to English (the en-* variants are English with local formats).
// English comes in two parts in the build: the messages the first screen names ship with it, the
// others load with the first part that comes later (core/locale, core/connection); in the dev
// server and the tests the first part is all of them.
import type { MessageFormatElement } from 'react-intl';
import enFirst from './messages/en.json?ast&first';

export type Messages = Record<string, MessageFormatElement[]>;

// English loads in its two parts, not from this table.
const loaders = import.meta.glob<{ default: Messages }>(['./messages/*.json', '!./messages/en.json'], {
  query: '?ast',
});

let enRest: Promise<Messages> | undefined;

/** English, whole. */
async function english(): Promise<Messages> {
  enRest ??= import('./messages/en.json?ast&rest').then((m) => m.default);
  return { ...enFirst, ...(await enRest) };
}

/** A locale's messages, whole. */
export async function loadMessages(locale: string): Promise<Messages> {
  const load = loaders[`./messages/${locale}.json`];
  const [en, own] = await Promise.all([english(), load ? load().then((m) => m.default) : {}]);
  return { ...en, ...own };
}

/** The messages a page in `locale` starts with: English only those its first screen names (and
 * `complete` false), another locale whole. */
export async function firstMessages(locale: string): Promise<{ messages: Messages; complete: boolean }> {
  return locale === 'en'
    ? { messages: enFirst, complete: false }
    : { messages: await loadMessages(locale), complete: true };
}

export const englishMessages: Messages = enFirst;
