// UI strings: one flat ICU message file per locale, loaded on demand so each locale is its own
// chunk, and compiled at build time (?ast, see vite.config.ts) so the ICU parser stays out of the
// browser. Missing keys fall back to English (the en-* variants are English with local formats).
import type { MessageFormatElement } from 'react-intl';
import en from './messages/en.json?ast';

export type Messages = Record<string, MessageFormatElement[]>;

const loaders = import.meta.glob<{ default: Messages }>('./messages/*.json', { query: '?ast' });

export async function loadMessages(locale: string): Promise<Messages> {
  if (locale === 'en') return en;
  const load = loaders[`./messages/${locale}.json`];
  const own = load ? (await load()).default : {};
  return { ...en, ...own };
}

export const englishMessages: Messages = en;
