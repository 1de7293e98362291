// The operator's wording of messages (site configuration 'translations') as message ASTs: the
// browser has no ICU parser (see index.ts), so the text is cut here into literals and simple
// {name} arguments, the only forms the server accepts (internal/content).
import type { MessageFormatElement } from 'react-intl';
import type { Messages } from './index';

// The ICU AST's element types (@formatjs/icu-messageformat-parser TYPE): literal 0, argument 1.
const LITERAL = 0;
const ARGUMENT = 1;

export function operatorMessage(text: string): MessageFormatElement[] {
  return text
    .split(/(\{[A-Za-z][A-Za-z0-9_]*\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('{') && part.endsWith('}')
        ? { type: ARGUMENT, value: part.slice(1, -1) }
        : { type: LITERAL, value: part },
    );
}

/** The locale's messages with the operator's wording over them. */
export function withOperatorMessages(messages: Messages, translations: Record<string, string>): Messages {
  if (Object.keys(translations).length === 0) return messages;
  const out = { ...messages };
  for (const [key, text] of Object.entries(translations)) out[key] = operatorMessage(text);
  return out;
}
