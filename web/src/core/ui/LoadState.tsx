// What a page or a list shows when it has no content to show (issue 27, item 7): a skeleton in
// the room the content will take while its request runs, a message with Retry when the request
// failed, and an empty state that says why and offers the next step. One way for every page.
//
// Not on the first screen: the first screen's lists (features/catalogue MatchGroups) draw their own
// skeleton rows and load these parts only when a list failed or is empty.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import forms from './forms.module.css';
import styles from './LoadState.module.css';

/** What Retry needs of a query (a TanStack Query result is one): whether its request failed, and
 * whether it is being asked again, and how to ask again. */
export interface Retryable {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A failed request: what happened (`children`, or that it could not be loaded), and Retry, which
 * asks again (a real button; focus stays where the player left it). While the request runs again,
 * the button says so and does nothing more. */
export function LoadFailed({
  query,
  children,
  testId = 'load-failed',
}: {
  query: Retryable;
  children?: ReactNode;
  testId?: string;
}) {
  const busy = query.isFetching;
  return (
    <div className={styles.box} role="alert" data-testid={testId}>
      <p className={styles.text}>
        {children ?? (
          <FormattedMessage id="load-state.failed" defaultMessage="Sorry, this could not be loaded." />
        )}
      </p>
      <button
        type="button"
        className={forms.secondary}
        aria-disabled={busy}
        data-testid="retry"
        onClick={() => {
          if (!busy) void query.refetch();
        }}
      >
        {busy ? (
          <FormattedMessage id="loading" defaultMessage="Loading…" />
        ) : (
          <FormattedMessage id="load-state.retry" defaultMessage="Retry" />
        )}
      </button>
    </div>
  );
}

/** An empty list or page: why it is empty (`children`, the paragraph named `testId`), and the next
 * step where there is one (`action`: a link or a button). */
export function EmptyState({
  children,
  action,
  testId = 'empty-state',
}: {
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.box} role="status">
      <p className={styles.text} data-testid={testId}>
        {children}
      </p>
      {action}
    </div>
  );
}

/** Grey rows in the room the content will take, so that nothing moves when it comes: `rows` of
 * `height` each (a CSS length: a bet card's, a table row's). Named 'Loading…' for a screen reader. */
export function Skeleton({ rows = 3, height = '4rem' }: { rows?: number; height?: string }) {
  const intl = useIntl();
  return (
    <div
      className={styles.skeleton}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'loading', defaultMessage: 'Loading…' })}
      data-testid="skeleton"
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.bar} style={{ blockSize: height }} />
      ))}
    </div>
  );
}
