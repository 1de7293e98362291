// Holds the auth state (spec section 4): loads the profile at start (UNKNOWN → PENDING →
// LOGGED_IN / NOT_LOGGED_IN), keeps the sportsbook session and its bearer token while signed in,
// stores the UI language as the player's, signs out (on request, on a 401 while signed in that the
// platform confirms, on a reached session limit) and holds the one open modal. The network code loads on demand.
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { Player } from '../../api/platformTypes';
import { onUnauthorized, setCsrfTokenFallback, setSportsbookToken, sportsbookToken } from '../../api/session';
import { useLocaleState } from '../../core/locale';
import { report } from '../../core/reporting/report';
import { nextAuthStatus } from '../../domain/authStatus';
import { resolveLocale } from '../../domain/locale';
import {
  AuthContext,
  type AuthContextValue,
  type ModalRequest,
  type OpenModal,
  type SignOutOptions,
} from '../../core/auth';
import { askParent, parentActionOf, parentRoute, replayAfterHandshake } from '../../core/embed/frame';
import { PLATFORM_KEY } from '../../core/player';

type ModalOptions = { closeTo?: string; own?: boolean };

/** Opens an auth dialog, or hands it to the parent page when embedded (features/embed). */
function openAuthModal(
  setModal: Dispatch<SetStateAction<OpenModal | null>>,
  next: ModalRequest,
  options?: ModalOptions,
): void {
  const action = parentActionOf(next.kind);
  const route = action && !options?.own ? parentRoute(action) : 'own';
  if (route === 'parent' && action) {
    askParent(action);
    return;
  }
  // Embedded before the parent's handshake these dialogs are the operator's: the controls that
  // open them are disabled (useParentEntry), and an opening of the product's own (an auth route
  // the frame was opened at, a quick bet) waits for the parent's answer and is asked again then.
  if (route === 'unavailable') {
    replayAfterHandshake(() => openAuthModal(setModal, next, options));
    return;
  }
  // A modal opened from another (sign-in → sign-up) keeps where closing goes.
  setModal((current) => ({ ...next, closeTo: options?.closeTo ?? current?.closeTo }));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const [status, dispatch] = useReducer(nextAuthStatus, 'UNKNOWN');
  const [profile, setProfileState] = useState<Player | null>(null);
  const [sessionReady, setSessionReady] = useState(false);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);

  const setProfile = useCallback((p: Player) => {
    setCsrfTokenFallback(p.csrf_token);
    setProfileState(p);
  }, []);

  const reload = useCallback(async () => {
    dispatch({ type: 'fetch' });
    try {
      const { loadProfile } = await import('./profile');
      const { player } = await loadProfile(qc);
      setProfile(player);
      dispatch({ type: 'profile', profile: player });
    } catch (err) {
      console.error('profile load failed', err);
      dispatch({ type: 'profile', profile: null });
    }
  }, [qc, setProfile]);

  useEffect(() => {
    // Started from a resolved promise: the effect itself sets no state (strict mode mounts twice,
    // and only the surviving mount loads).
    let live = true;
    void Promise.resolve().then(() => (live ? reload() : undefined));
    return () => {
      live = false;
    };
  }, [reload]);

  const openModal = useCallback(
    (next: ModalRequest, options?: ModalOptions) => openAuthModal(setModal, next, options),
    [],
  );
  const closeModal = useCallback(() => setModal(null), []);

  /** Signs out in the UI: drops the token and the player's data; the server part is optional. */
  const signOut = useCallback(
    async ({ remote = true, then }: SignOutOptions = {}) => {
      // At once, not on the next render: a request in flight answers 401 now, and that must not
      // sign out again over the modal that says why (a session limit's, from the activity ping).
      statusRef.current = 'NOT_LOGGED_IN';
      setSportsbookToken(null);
      setSessionReady(false);
      dispatch({ type: 'signedOut' });
      setProfileState((p) => (p ? { ...p, id: undefined, email: undefined, phones: [] } : p));
      qc.removeQueries({ queryKey: PLATFORM_KEY });
      if (then) setModal({ ...then });
      if (remote) {
        const { remoteSignOut } = await import('./profile');
        await remoteSignOut();
      }
    },
    [qc],
  );
  const expired = useCallback(
    () => void signOut({ remote: false, then: { kind: 'signIn', sessionExpired: true } }),
    [signOut],
  );

  // A 401 while signed in: the session is gone. Sign out here and ask to sign in again. The
  // sportsbook API's 401 says only that its bearer token's session ended, which a limit used up
  // does too: the platform is asked why (recheckSession), and answers with the limit's modal or
  // this 401. A refusal of a token already replaced is no news.
  useEffect(
    () =>
      onUnauthorized((e) => {
        if (statusRef.current !== 'LOGGED_IN') return;
        if (e.api === 'sportsbook') {
          if (e.token !== sportsbookToken()) return;
          void import('./session').then(({ recheckSession }) => {
            if (statusRef.current === 'LOGGED_IN' && !recheckSession()) expired();
          });
          return;
        }
        expired();
      }),
    [expired],
  );

  // The sportsbook session and its bearer token, while signed in.
  useEffect(() => {
    if (status !== 'LOGGED_IN') return;
    let stop = () => {};
    let cancelled = false;
    void import('./session').then(({ startSessionKeeper }) => {
      if (cancelled) return;
      stop = startSessionKeeper({
        onToken: (token) => {
          setSportsbookToken(token);
          setSessionReady(true);
        },
        onLimitReached: () => {
          void signOut({ then: { kind: 'sessionLimit' } });
        },
      });
    });
    return () => {
      cancelled = true;
      stop();
      setSportsbookToken(null);
      setSessionReady(false);
    };
  }, [status, signOut]);

  // The player's language follows the UI's: their private channel is published in it.
  const { locale } = useLocaleState();
  const asked = useRef<string | null>(null);
  const language = profile?.language;
  useEffect(() => {
    if (status !== 'LOGGED_IN' || asked.current === locale) return;
    if (language && resolveLocale(language) === locale) return;
    asked.current = locale;
    void import('./profile')
      .then(({ updateLocale }) => updateLocale(locale))
      .then((stored) => setProfileState((p) => (p ? { ...p, language: stored } : p)))
      // Reported, as the spec's global handling asks of a failure nothing else shows.
      .catch(report);
  }, [status, language, locale]);
  useEffect(() => {
    if (status !== 'LOGGED_IN') asked.current = null;
  }, [status]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, profile, sessionReady, modal, openModal, closeModal, reload, setProfile, signOut }),
    [status, profile, sessionReady, modal, openModal, closeModal, reload, setProfile, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
