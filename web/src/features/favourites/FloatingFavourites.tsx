// The floating favourites button (site config: floating favourites): a round button at the
// bottom of the screen that opens /favorites, with the number of favourite matches taking bets.
// Not shown on /favorites itself. Layout loads it only when the site turns it on.
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { LocalLink } from '../../core/links';
import { parseLocalePath } from '../../domain/locale';
import { useBettableFavouriteCount } from './queries';
import styles from './FloatingFavourites.module.css';

export default function FloatingFavourites() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const count = useBettableFavouriteCount();
  if (parseLocalePath(pathname).rest === '/favorites') return null;
  return (
    <LocalLink
      to="/favorites"
      className={styles.floating}
      data-testid="floating-favourites"
      aria-label={intl.formatMessage(
        {
          id: 'favourites.floating',
          defaultMessage:
            '{count, plural, =0 {Favourites} one {Favourites, # match} other {Favourites, # matches}}',
        },
        { count: count ?? 0 },
      )}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill="currentColor"
        />
      </svg>
      {count !== undefined && count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </LocalLink>
  );
}
