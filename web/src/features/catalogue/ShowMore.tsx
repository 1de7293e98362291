// The button under a paged match list (usePagedList) that loads its next page; when that page
// failed, the message with Retry in its place.
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { ListState } from '../../core/ui/ErrorPages';
import type { Retryable } from '../../core/ui/LoadState';
import styles from './SportPage.module.css';

export function ShowMore({
  list,
}: {
  list: { hasMore: boolean; fetching: boolean; showMore: () => void; failed?: Retryable };
}) {
  // In a boundary of its own: the list's would draw it again from scratch, forgetting its pages.
  if (list.failed)
    return (
      <Suspense fallback={null}>
        <ListState query={list.failed} />
      </Suspense>
    );
  if (!list.hasMore) return null;
  return (
    <button
      type="button"
      className={styles.showMore}
      onClick={list.showMore}
      disabled={list.fetching}
      aria-busy={list.fetching}
      data-testid="show-more"
    >
      <FormattedMessage id="list.showMore" defaultMessage="Show more" />
    </button>
  );
}
