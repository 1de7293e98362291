// The header's search button (an icon: the header row is full at 1280 px). The modal's code loads
// when it is first opened, so the first screen carries only this button.
import { Suspense, useState } from 'react';
import { lazyWhenOnline } from '../../core/connection';
import { useIntl } from 'react-intl';
import { SearchIcon } from './SearchIcon';

const SearchModal = lazyWhenOnline(() => import('./SearchModal'));

export function SearchButton({ className }: { className: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'search.open', defaultMessage: 'Search' });
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="search-button"
      >
        <SearchIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
