// Profile pages need a signed-in player: while the profile loads they wait, and a visitor is asked
// to sign in (the sign-in modal opens once, and a button opens it again). On a site that allows no
// sign-in a visitor cannot become one, and is shown /locked, the spec's 'not authorised' page,
// instead. Other pages that a visitor sees differently use its prompt and its loading line.
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { ActionButton } from './embed/ActionButton';
import { useLocalize } from './links';
import { useSiteConfig } from './siteConfig';
import { formStyles as f } from './ui/forms';
import { useAuth } from './auth';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, openModal } = useAuth();
  const { signInAllowed } = useSiteConfig();
  const localize = useLocalize();
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    // Only a visitor who arrives signed out is asked at once; one who signs out here is not.
    if (status === 'LOGGED_IN') asked.current = true;
    if (status !== 'NOT_LOGGED_IN' || asked.current) return;
    asked.current = true;
    if (signInAllowed) openModal({ kind: 'signIn' });
    else void navigate(localize('/locked'), { replace: true });
  }, [status, openModal, signInAllowed, navigate, localize]);
  if (status === 'LOGGED_IN') return <>{children}</>;
  if (status !== 'NOT_LOGGED_IN' || !signInAllowed) return <Loading />;
  return (
    <SignInPrompt testId="sign-in-required">
      <FormattedMessage id="auth.required" defaultMessage="Sign in to see this page." />
    </SignInPrompt>
  );
}

/** A visitor is told what signing in gives them here, with a button that opens the sign-in modal. */
export function SignInPrompt({ testId, children }: { testId: string; children: ReactNode }) {
  const { openModal } = useAuth();
  return (
    <div className={f.form} data-testid={testId}>
      <p>{children}</p>
      <div className={f.actions}>
        <ActionButton action="sign-in" className={f.primary} own={() => openModal({ kind: 'signIn' })}>
          <FormattedMessage id="header.sign-in" defaultMessage="Sign in" />
        </ActionButton>
      </div>
    </div>
  );
}

/** What a page shows while the player's status (or its data) loads. */
export function Loading() {
  return (
    <p className={f.muted} role="status">
      <FormattedMessage id="loading" defaultMessage="Loading…" />
    </p>
  );
}
