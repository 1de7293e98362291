// The favourite star of a match row, a league or sport header and the match page: a toggle button
// named after what it stars. It flips at once (queries.ts); a visitor who presses it is asked to
// sign in. Loaded apart from the first screen (Star.tsx keeps its place meanwhile).
import { useIntl } from 'react-intl';
import { useAuth } from '../../core/auth';
import { useParentEntry } from '../../core/embed/entry';
import type { FavouriteStarProps } from '../../core/slots';
import { useFavouritesPlayer, useIsFavourite, useToggleFavourite } from './queries';
import styles from './Favourites.module.css';

export default function FavouriteStar({ type, id, name }: FavouriteStarProps) {
  const intl = useIntl();
  const { status, openModal } = useAuth();
  const player = useFavouritesPlayer();
  const on = useIsFavourite(type, id);
  const toggle = useToggleFavourite(type);
  // Signed in but the sportsbook session not yet in hand: a call now would go without the token.
  const waiting = status === 'LOGGED_IN' && player === null;
  const signedIn = status === 'LOGGED_IN';
  const entry = useParentEntry(signedIn ? undefined : 'sign-in', () =>
    signedIn ? toggle.mutate({ id, on: !on }) : openModal({ kind: 'signIn' }),
  );
  return (
    <>
      <button
        type="button"
        className={styles.star}
        aria-pressed={on}
        aria-label={intl.formatMessage(
          { id: 'favourites.star', defaultMessage: 'Favourite: {name}' },
          { name },
        )}
        title={intl.formatMessage(
          on
            ? { id: 'favourites.remove', defaultMessage: 'Remove from favourites' }
            : { id: 'favourites.add', defaultMessage: 'Add to favourites' },
        )}
        disabled={waiting}
        data-testid="favourite-star"
        data-type={type}
        data-id={id}
        {...entry.describe}
        onClick={entry.act}
      >
        <StarIcon filled={on} />
      </button>
      {entry.hint}
    </>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
