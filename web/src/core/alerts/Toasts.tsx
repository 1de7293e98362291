// The toasts. No toast is on the first screen: the stack's code comes when the browser is first
// idle (before a toast can need it, even offline), or with the first toast.
import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '../idle';
import { useAlerts } from './alerts';

const load = () => import('./ToastStack');
const ToastStack = lazy(load);

export function Toasts() {
  const alerts = useAlerts();
  useEffect(() => whenIdle(() => void load()), []);
  return (
    alerts.length > 0 && (
      <Suspense fallback={null}>
        <ToastStack alerts={alerts} />
      </Suspense>
    )
  );
}
