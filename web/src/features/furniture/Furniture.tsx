// The page furniture that comes to the visitor rather than being asked for (spec sections 2, 4, 7
// and 9): the cookie notice until consent is handled, the welcoming popup on a first visit, the
// sign-up reminder once after a while, and for a signed-in player with an empty account the
// deposit reminder. Only the decisions (a cookie, a storage key, a timer) are on the first screen;
// what is shown loads when it is shown. Notices stack in one dock at the bottom of the screen,
// fixed, so they never push the page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readStored, writeStored } from '../../app/storage';
import { SITE_CONFIG } from '../../app/siteConfig';
import { modalForPath } from '../../domain/auth';
import { consentCookie, hasConsent, SIGN_UP_REMINDER_KEY, WELCOMING_POPUP_KEY } from '../../domain/furniture';
import { parseLocalePath } from '../../domain/locale';
import { takeTrackingTags } from '../../domain/tracking';
import { useAuth } from '../auth/context';
import styles from './Furniture.module.css';

const CookieNotice = lazy(() => import('./CookieNotice'));
const WelcomingPopup = lazy(() => import('./WelcomingPopup'));
const SignUpReminder = lazy(() => import('./SignUpReminder'));
const DepositReminder = lazy(() => import('./DepositReminder'));

export function Furniture() {
  const { status, modal } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [consent, setConsent] = useState(() => hasConsent(document.cookie));
  const [welcomed, setWelcomed] = useState(() => readStored(WELCOMING_POPUP_KEY) !== null);
  const [reminded, setReminded] = useState(() => readStored(SIGN_UP_REMINDER_KEY) !== null);

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
  const showWelcome = !welcomed && visitor && modal === null && !cameForSomething;
  const signUpDue = useAfter(SITE_CONFIG.signUpReminderSeconds, !reminded && visitor && !showWelcome);
  const showSignUpReminder = signUpDue && !reminded && visitor && modal === null;

  // Shown once: remembered as soon as it shows, so a reload does not show it again.
  useEffect(() => {
    if (showWelcome) writeStored(WELCOMING_POPUP_KEY, '1');
  }, [showWelcome]);
  useEffect(() => {
    if (showSignUpReminder) writeStored(SIGN_UP_REMINDER_KEY, '1');
  }, [showSignUpReminder]);

  return (
    <Suspense fallback={null}>
      {showWelcome && <WelcomingPopup onClose={() => setWelcomed(true)} />}
      <div className={styles.dock}>
        {showSignUpReminder && <SignUpReminder onClose={() => setReminded(true)} />}
        {status === 'LOGGED_IN' && <DepositReminder />}
        {!consent && (
          <CookieNotice
            onAccept={() => {
              document.cookie = consentCookie();
              setConsent(true);
            }}
          />
        )}
      </div>
    </Suspense>
  );
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
