// The document's title and the body's page attribute, which every page sets.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { PageKind } from './routeData';

/** Sets the document title on client-side navigation; the server sets it for the first page. */
export function usePageTitle(title: string | { id: string; defaultMessage: string } | undefined): void {
  const intl = useIntl();
  const text = typeof title === 'string' ? title : title ? intl.formatMessage(title) : undefined;
  const brand = intl.formatMessage({ id: 'app.name', defaultMessage: 'Sportsbook' });
  useEffect(() => {
    if (text) document.title = `${text} – ${brand}`;
  }, [text, brand]);
}

/** The page kinds the server names in <body data-page> (internal/web); kept current on navigation:
 * the page kinds with first data, and the pages without. */
export type BodyPage =
  | PageKind
  | 'error'
  | 'blocked'
  | 'locked'
  | 'deposit'
  | 'withdraw'
  | 'paymentMethods'
  | 'transactions'
  | 'responsibleGambling'
  | 'favorites'
  | 'account'
  | 'promotions'
  | 'betsHistory'
  | 'horseRacing'
  | 'lotteries';

/** Sets data-page on every page shown, even of the same kind (one sport, then another): the
 * embedded mode reports a page once its kind is known by watching the attribute being set. */
export function useBodyPage(page: BodyPage): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.body.dataset.page = page;
  }, [page, pathname]);
}
