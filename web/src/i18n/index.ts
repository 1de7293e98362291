// UI strings: one flat ICU message file per locale, loaded on demand so each locale is its own
// chunk. Missing keys fall back to English (the en-* variants are English with local formats).
import en from './messages/en.json';

export type Messages = Record<string, string>;

const loaders = import.meta.glob<{ default: Messages }>('./messages/*.json');

export async function loadMessages(locale: string): Promise<Messages> {
  if (locale === 'en') return en;
  const load = loaders[`./messages/${locale}.json`];
  const own = load ? (await load()).default : {};
  return { ...en, ...own };
}

export const englishMessages: Messages = en;
