// The embedded product's side of the window messages (README, 'Embedding the sportsbook'): tells
// the parent page what happens (pages, size, balance, slip, top events, modals) and does what
// the parent asks. Loaded by the layout only inside a frame of an embedded site, outside the
// mobile app; rendered after the page, so a page's body attributes are set when it reports it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ensureLocale, getLocaleState, useLocaleState } from '../../core/locale';
import { usePrefs } from '../../core/prefs';
import { localizePath, switchLocalePath } from '../../domain/locale';
import { selections } from '../../domain/ticket/ticket';
import { currentAccount } from '../../domain/wallet';
import { useAuth } from '../../core/auth';
import { ACCOUNTS_KEY, useAccounts } from '../../core/player';
import { useSlip } from '../betslip';
import { showQuickDepositAlert } from '../wallet';
import { startBridge, type Bridge } from './bridge';
import { connectParent, ENVIRONMENT } from '../../core/embed/frame';
import { onModalOpened } from '../../core/modals';
import {
  isTopEventClick,
  pageSize,
  PROTOCOL_VERSION,
  SIZE_THROTTLE_MS,
  throttle,
  type IncomingMessage,
  type OutgoingPayloads,
  type ParentAction,
} from '../../core/embed/protocol';

type Size = OutgoingPayloads['page-size-changed'];

export default function EmbedBridge() {
  const bridge = useRef<Bridge | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const { status, openModal } = useAuth();
  const { setOddsType, setTheme } = usePrefs();
  const { locale } = useLocaleState();
  const qc = useQueryClient();
  const signedIn = status === 'LOGGED_IN';
  const account = currentAccount(useAccounts(signedIn).data);
  const slip = useSlip();

  // The handler sees the latest state; the listener is installed once.
  const handle = useRef<(m: IncomingMessage) => void>(() => {});
  const handshake = useRef<string | null>(null);
  const askParent = useRef<(action: ParentAction) => void>(() => {});
  useEffect(() => {
    askParent.current = (action) =>
      bridge.current?.post(action, action === 'deposit' ? { currency: account?.currency ?? null } : {});
    const here = location.pathname + location.search + location.hash;
    const ready = () => bridge.current?.post('initialized', { protocol: PROTOCOL_VERSION, signedIn, locale });
    handle.current = (m) => {
      switch (m.type) {
        case 'initialized': {
          connectParent(m.listens, (action) => askParent.current(action));
          // Answered when it changes something: a parent that answers every `initialized` with
          // its handshake cannot start a ping-pong.
          const key = [...m.listens].sort().join();
          if (handshake.current !== key) ready();
          handshake.current = key;
          return;
        }
        case 'open-sign-in':
        case 'open-sign-up':
          // Signed in already: the answer is the state the parent asked about.
          if (signedIn) ready();
          else openModal({ kind: m.type === 'open-sign-in' ? 'signIn' : 'signUp' }, { own: true });
          return;
        case 'open-deposit':
          openModal({ kind: signedIn ? 'quickDeposit' : 'signIn' }, { own: true });
          return;
        case 'deposit-result':
          showQuickDepositAlert(m.status);
          void qc.invalidateQueries({ queryKey: ACCOUNTS_KEY });
          return;
        case 'navigate':
          void navigate(localizePath(m.path, locale));
          return;
        case 'set-locale':
          void ensureLocale(m.locale).then((ok) => ok && navigate(switchLocalePath(here, m.locale)));
          return;
        case 'set-odds-format':
          setOddsType(m.oddsType);
          return;
        case 'set-theme':
          setTheme(m.theme);
          return;
        case 'payment':
          // The product's own payment frame: the deposit modal listens for it.
          return;
      }
    };
  });

  useEffect(() => {
    const b = startBridge(window, ENVIRONMENT.parentOrigins, (m) => handle.current(m));
    bridge.current = b;
    return () => {
      b.stop();
      bridge.current = null;
    };
  }, []);

  // Ready: said once at start; the parent's handshake gets it again.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || status === 'UNKNOWN' || status === 'PENDING') return;
    announced.current = true;
    bridge.current?.post('initialized', { protocol: PROTOCOL_VERSION, signedIn, locale });
  }, [status, signedIn, locale]);

  // A page is loaded once it names its kind: pages set the body's data-page when they know it (a
  // match or league behind a slug only after resolving it), on every page shown, so each setting
  // of the attribute is a page to report; the page shown when the bridge starts is reported then.
  useEffect(() => {
    let last = '';
    const report = () => {
      const payload = {
        path: window.location.pathname,
        page: document.body.dataset.page ?? '',
        locale: getLocaleState().locale,
      };
      const key = `${payload.path} ${payload.page} ${payload.locale}`;
      if (key === last) return;
      last = key;
      bridge.current?.post('page-loaded', payload);
    };
    report();
    const observer = new MutationObserver(report);
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-page', 'data-locale'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // The body, not the document: the document is never shorter than the frame it is in, so a
    // casino that sizes the frame to it could make the frame taller but never shorter again.
    const root = document.body;
    const sizes = throttle<Size>(
      (size) => bridge.current?.post('page-size-changed', size),
      SIZE_THROTTLE_MS,
      (a, b) => a.height === b.height && a.width === b.width,
      {
        now: () => performance.now(),
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (id) => window.clearTimeout(id as number),
      },
    );
    const observer = new ResizeObserver(() => sizes.push(pageSize(root)));
    observer.observe(root);
    return () => {
      observer.disconnect();
      sizes.cancel();
    };
  }, []);

  const balance = account?.balance.available_to_bet;
  const currency = account?.currency;
  const subunits = account?.subunits;
  useEffect(() => {
    if (balance === undefined || currency === undefined || subunits === undefined) return;
    bridge.current?.post('balance-changed', { balance, currency, subunits });
  }, [balance, currency, subunits]);
  useEffect(() => {
    if (currency) bridge.current?.post('notify-currency-changed', { currency });
  }, [currency]);

  const count = selections(slip.ticket).length;
  useEffect(() => {
    bridge.current?.post('bet-slip-state-changed', { selections: count, open: slip.open });
  }, [count, slip.open]);

  // Every dialog names itself when it opens (modals.ts); the ones open already are told at once.
  useEffect(
    () => onModalOpened((name) => bridge.current?.post('notify-modal-triggered', { modal: name })),
    [],
  );

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const link = target?.closest('a[href]');
      const row = link?.closest<HTMLElement>('[data-match-id]');
      const matchId = Number(row?.dataset.matchId);
      if (!link || !row || !Number.isInteger(matchId)) return;
      if (!isTopEventClick(document.body.dataset.page, link.closest('[data-top-events]') !== null)) return;
      bridge.current?.post('top-event-clicked', {
        matchId,
        path: new URL((link as HTMLAnchorElement).href).pathname,
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}
