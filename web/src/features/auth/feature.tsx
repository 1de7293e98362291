// The auth feature (core/feature): the auth routes (the home page under their dialog), the auth
// dialogs, the URL's asks on every page, and a signed-in player's own settings and the phone
// verification the site may require.
import { useEffect } from 'react';
import { lazyWhenOnline } from '../../core/connection';
import { useAuth } from '../../core/auth';
import type { Feature } from '../../core/feature';
import { useFeatureFlag } from '../../core/featureFlags';
import { AUTH_ROUTES } from '../../domain/auth';
import { whenIdle } from '../../core/idle';
import { homePage } from '../cms';
import { UrlActionsHandler } from './UrlActions';

const authModals = () => import('./AuthModals');

export const authFeature: Feature = {
  routes: Object.keys(AUTH_ROUTES).map((path) => ({ path: path.slice(1), page: homePage })),
  modals: {
    kinds: [
      'signIn',
      'signUp',
      'confirmation',
      'passwordNew',
      'passwordEdit',
      'unlock',
      'phone',
      'authFields',
      'confirmPassword',
    ],
    View: lazyWhenOnline(authModals),
  },
  everyPage: function AuthOnEveryPage() {
    usePreloadSignUp();
    return <UrlActionsHandler />;
  },
  signedIn: lazyWhenOnline(() => import('./SignedIn')),
};

/** sign_up_iframe_preloader: a visitor's sign-up dialog (its chunk) loads once the page idles, so
 * that it opens at once; without the flag it loads on the first click. */
function usePreloadSignUp(): void {
  const { status } = useAuth();
  const preload = useFeatureFlag('sign_up_iframe_preloader') && status === 'NOT_LOGGED_IN';
  useEffect(() => {
    if (preload) return whenIdle(() => void authModals());
  }, [preload]);
}
