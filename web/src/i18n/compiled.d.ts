// A message file imported with ?ast is compiled at build time (vite.config.ts): ids to ASTs.
declare module '*.json?ast' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

// English's two parts (vite.config.ts): the first screen's messages and the others.
declare module '*.json?ast&first' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?ast&rest' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
