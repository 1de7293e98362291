// Toast alerts (spec section 8): success, pending, warning and error notices that close
// themselves after five seconds, shown at the bottom centre. A small store outside React, so code
// that is not a component (session keeping, URL handling) can raise one too.
import { useSyncExternalStore } from 'react';

export type AlertType = 'success' | 'pending' | 'warning' | 'error';

/** A message id and its values; the toast translates it when it renders. */
export interface AlertText {
  id: string;
  values?: Record<string, string | number>;
}

export interface Alert {
  key: number;
  type: AlertType;
  title: AlertText;
  description?: AlertText;
}

export const ALERT_MS = 5000;

let alerts: readonly Alert[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Alert[]): void {
  alerts = next;
  for (const l of listeners) l();
}

/** Shows an alert; it closes itself after ALERT_MS. Returns its key. */
export function showAlert(alert: Omit<Alert, 'key'>): number {
  const key = nextKey++;
  emit([...alerts, { ...alert, key }]);
  timers.set(
    key,
    setTimeout(() => dismissAlert(key), ALERT_MS),
  );
  return key;
}

export function dismissAlert(key: number): void {
  const t = timers.get(key);
  if (t !== undefined) clearTimeout(t);
  timers.delete(key);
  if (alerts.some((a) => a.key === key)) emit(alerts.filter((a) => a.key !== key));
}

/** The generic error alert (global-error.default). */
export function showErrorAlert(messageKey?: string): number {
  return showAlert({
    type: 'error',
    title: { id: messageKey ?? 'global-error.default.title' },
    description: messageKey ? undefined : { id: 'global-error.default.description' },
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAlerts(): readonly Alert[] {
  return useSyncExternalStore(
    subscribe,
    () => alerts,
    () => alerts,
  );
}

/** Closes every alert at once (sign-out of a test, a page that starts over). */
export function dismissAllAlerts(): void {
  for (const a of alerts) dismissAlert(a.key);
}
