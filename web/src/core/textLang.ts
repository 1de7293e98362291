// Operator text the server could not give in the page's language (CmsTextLocales: English stands in
// for a translation the operator did not write) is marked with its own language and direction, so
// that an English sentence on an Arabic page reads left to right, its full stop at its end, and a
// screen reader speaks it as English.
import { useIntl } from 'react-intl';
import { isRtl } from '../domain/locale';

export interface TextLang {
  lang: string;
  dir: 'ltr' | 'rtl';
}

const language = (locale: string) => locale.split('-')[0]?.toLowerCase();

/** The lang and dir of text written in `textLocale` on a page in `pageLocale`; none when the text
 * is in the page's language (the page's own lang and dir hold). */
export function textLang(textLocale: string | undefined, pageLocale: string): TextLang | undefined {
  if (!textLocale || language(textLocale) === language(pageLocale)) return undefined;
  return { lang: textLocale, dir: isRtl(textLocale) ? 'rtl' : 'ltr' };
}

/** textLang on the shown page: the attributes to spread on the element holding the text. */
export function useTextLang(): (textLocale: string | undefined) => TextLang | undefined {
  const { locale } = useIntl();
  return (textLocale) => textLang(textLocale, locale);
}
