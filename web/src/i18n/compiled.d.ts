// A message file imported with ?ast is compiled at build time (vite.config.ts): ids to ASTs.
declare module '*.json?ast' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
