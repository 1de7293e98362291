// The header's search button (an icon: the header row is full at 1280 px). The modal's code loads
// when it is first opened, so the first screen carries only this button.
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

const SearchModal = lazy(() => import('./SearchModal'));

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

export function SearchIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </svg>
  );
}
