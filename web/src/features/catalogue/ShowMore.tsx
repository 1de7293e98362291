// The button under a paged match list (usePagedList) that loads its next page.
import { FormattedMessage } from 'react-intl';
import styles from './SportPage.module.css';

export function ShowMore({ list }: { list: { hasMore: boolean; fetching: boolean; showMore: () => void } }) {
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
