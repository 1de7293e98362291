// What the URL asks (spec section 2), done: #signIn and ?modal=signIn (and the other modal names)
// open an auth modal, the auth routes open theirs over the home page, one-time tokens go to the
// modal that uses them, and ?payment= shows the payment result. Everything read is removed from
// the URL at once. Loaded only when a URL has something to read (UrlActions.tsx decides).
import type { QueryClient } from '@tanstack/react-query';
import type { Location, NavigateFunction } from 'react-router';
import { modalForPath, parseUrlActions, type UrlActions, type UrlModal } from '../../domain/auth';
import { parseLocalePath } from '../../domain/locale';
import { takeTrackingTags } from '../../domain/tracking';
import { saveTrackingTags } from '../furniture';
import { showPaymentAlert } from '../wallet';
import type { AuthContextValue, ModalRequest } from '../../core/auth';
import { ACCOUNTS_KEY } from '../../core/player';

function modalRequest(kind: UrlModal, a: UrlActions): ModalRequest {
  switch (kind) {
    case 'confirmation':
      return { kind, token: a.confirmationToken };
    case 'passwordEdit':
      return { kind, token: a.resetPasswordToken };
    case 'unlock':
      return { kind, token: a.unlockToken };
    default:
      return { kind };
  }
}

export interface UrlActionsContext {
  location: Location;
  navigate: NavigateFunction;
  qc: QueryClient;
  openModal: AuthContextValue['openModal'];
  /** The auth route whose modal was opened, so the cleaned URL does not open it twice. */
  routeOpened: { current: string | null };
}

export function runUrlActions({ location, navigate, qc, openModal, routeOpened }: UrlActionsContext): void {
  const read = parseUrlActions(location.search, location.hash);
  // Tracking tags leave the address with the rest (one replace, the router's own history entry).
  const tracking = takeTrackingTags(read.search);
  saveTrackingTags(tracking.tags);
  const actions = { ...read, search: tracking.search, changed: read.changed || tracking.found };
  const routeModal = modalForPath(parseLocalePath(location.pathname).rest);
  if (!routeModal) routeOpened.current = null;
  if (actions.changed)
    void navigate(
      { pathname: location.pathname, search: actions.search, hash: actions.hash },
      { replace: true, state: location.state as unknown },
    );
  if (actions.payment) {
    showPaymentAlert(actions.payment);
    void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  }
  if (routeModal && routeOpened.current !== location.pathname) {
    routeOpened.current = location.pathname;
    openModal(modalRequest(routeModal, actions), { closeTo: '/' });
  } else if (actions.modal) {
    openModal(modalRequest(actions.modal, actions));
  }
}
