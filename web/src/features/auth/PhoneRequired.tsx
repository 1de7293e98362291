// Phone verification required after sign-in (site.yaml's phoneVerificationRequired): a signed-in
// player without a verified phone is shown the phone dialog once no other dialog is open (after
// the sign-in dialog closes), once a page load; closing it lets them go on.
import { useEffect, useRef } from 'react';
import { useAuth } from '../../core/auth';
import { useSiteConfig } from '../../core/siteConfig';
import { phoneVerificationNeeded } from '../../domain/account';

export function PhoneRequired() {
  const { profile, modal, openModal } = useAuth();
  const needed = phoneVerificationNeeded(profile, useSiteConfig().phoneVerificationRequired);
  const asked = useRef(false);
  useEffect(() => {
    if (!needed || modal || asked.current) return;
    asked.current = true;
    openModal({ kind: 'phone' });
  }, [needed, modal, openModal]);
  return null;
}
