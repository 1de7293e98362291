// The page furniture that comes to the visitor rather than being asked for (spec sections 2, 4, 7
// and 9): the cookie notice until consent is handled, then the welcoming popup on a first visit and
// the sign-up reminder once after a while, and for a signed-in player with an empty account the
// deposit reminder. Only the decisions (a cookie, a storage key, a timer) are on the first screen;
// what is shown loads when it is shown. Notices stack in one dock at the bottom of the screen,
// fixed, so they never push the page.
import { embeddedSite, ENVIRONMENT } from '../../core/embed/frame';
import { lazyWhenOnline } from '../../core/connection';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readStored, writeStored } from '../../core/storage';
import { useSiteConfig } from '../../core/siteConfig';
import { modalForPath } from '../../domain/auth';
import {
  consentCookie,
  hasConsent,
  seenOnceCookie,
  SIGN_UP_REMINDER_KEY,
  wasSeen,
  WELCOMING_POPUP_KEY,
  type SeenOnceKey,
} from '../../domain/furniture';
import { parseLocalePath } from '../../domain/locale';
import { takeTrackingTags } from '../../domain/tracking';
import { useAuth } from '../../core/auth';
import styles from './Furniture.module.css';

const CookieNotice = lazyWhenOnline(() => import('./CookieNotice'));
const WelcomingPopup = lazyWhenOnline(() => import('./WelcomingPopup'));
const SignUpReminder = lazyWhenOnline(() => import('./SignUpReminder'));
const DepositReminder = lazyWhenOnline(() => import('./DepositReminder'));

export function Furniture() {
  const site = useSiteConfig();
  const { status } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [consent, setConsent] = useState(() => hasConsent(document.cookie));
  const [welcomed, setWelcomed] = useState(() => seenOnce(WELCOMING_POPUP_KEY));
  const [reminded, setReminded] = useState(() => seenOnce(SIGN_UP_REMINDER_KEY));

  // A visitor who landed for something (an auth link, a modal, a shared slip, any parameter but
  // an ad's tracking tags, a hash) gets that, and no welcome on this visit: judged on the landing
  // address, as the URL actions clean it at once.
  const [cameForSomething] = useState(
    () =>
      modalForPath(parseLocalePath(pathname).rest) !== undefined ||
      takeTrackingTags(search).search !== '' ||
      hash !== '',
  );
  const visitor = status === 'NOT_LOGGED_IN';
  // One interruption at a time: the cookie notice first (the server paints it with the page), the
  // welcome and the sign-up reminder once it is handled, never stacked over the list together;
  // each in its turn among the page's interruptions (none over a dialog: core/interruptions).
  const showWelcome = consent && !welcomed && visitor && !cameForSomething;
  // 0 seconds, or no sign-up on the site: the operator has no sign-up reminder (site configuration).
  const signUpDue = useAfter(
    site.signUpReminderSeconds,
    site.signUpReminderSeconds > 0 && site.signUpAllowed && consent && !reminded && visitor && !showWelcome,
  );
  const showSignUpReminder = signUpDue && !reminded && visitor;

  // The operator's tag manager runs once the visitor has handled the cookie notice.
  useEffect(() => {
    if (consent && document.querySelector('meta[name="tag-manager"]'))
      void import('../../core/tagManager').then((m) => m.loadTagManager());
  }, [consent]);

  // The dock stays while what it holds loads (its boundary inside it): the painted page has it.
  return (
    <>
      <Suspense fallback={null}>
        {showWelcome && <WelcomingPopup onClose={() => setWelcomed(true)} onShown={welcomeShown} />}
      </Suspense>
      <div className={styles.dock}>
        <Suspense fallback={null}>
          {showSignUpReminder && <SignUpReminder onClose={() => setReminded(true)} onShown={reminderShown} />}
          {status === 'LOGGED_IN' && site.depositReminderSeconds > 0 && <DepositReminder />}
          {!consent && (
            <CookieNotice
              onAccept={() => {
                document.cookie = consentCookie(embeddedSite(ENVIRONMENT));
                setConsent(true);
              }}
            />
          )}
        </Suspense>
      </div>
    </>
  );
}

// Shown once: remembered as soon as it shows (its turn may come a while after it is due), so a
// reload does not show it again.
const welcomeShown = () => rememberSeen(WELCOMING_POPUP_KEY);
const reminderShown = () => rememberSeen(SIGN_UP_REMINDER_KEY);

function seenOnce(key: SeenOnceKey): boolean {
  return wasSeen(key, readStored(key), document.cookie);
}

/** Local storage, else (denied in a frame of another site) a cookie: see seenOnceCookie. */
function rememberSeen(key: SeenOnceKey): void {
  if (!writeStored(key, '1')) document.cookie = seenOnceCookie(key, embeddedSite(ENVIRONMENT));
}

/** True once `seconds` have passed with `armed` true throughout; the count starts again whenever
 * `armed` turns true. */
function useAfter(seconds: number, armed: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const t = setTimeout(() => setDue(true), seconds * 1000);
    return () => clearTimeout(t);
  }, [armed, seconds]);
  return due;
}
