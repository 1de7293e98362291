// Watches the URL for what it asks (spec section 2: modal hashes and ?modal=, auth routes, tokens,
// ?payment=). The work is in urlActions.ts, loaded only when the URL has a query, a hash or an
// auth route, so the first page carries none of it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../core/auth';
import { loadWhenOnline } from '../../core/connection';

export function UrlActionsHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { openModal } = useAuth();
  const routeOpened = useRef<string | null>(null);

  useEffect(() => {
    if (!location.search && !location.hash && !location.pathname.includes('/users/')) {
      routeOpened.current = null;
      return;
    }
    let live = true;
    // Through loadWhenOnline: what they show (alerts, dialogs) names messages beyond the first screen's.
    void loadWhenOnline(() => import('./urlActions')).then(({ runUrlActions }) => {
      if (live) runUrlActions({ location, navigate, qc, openModal, routeOpened });
    });
    return () => {
      live = false;
    };
  }, [location, navigate, openModal, qc]);
  return null;
}
