// The favourite star of a match row, a league or sport header and the match page: a toggle button
// named after what it stars. It flips at once (queries.ts); a visitor who presses it is asked to
// sign in. Loaded apart from the first screen (Star.tsx keeps its place meanwhile).
import { useIntl } from 'react-intl';
import { useAuth } from '../../core/auth';
import { useParentEntry, type ParentEntry } from '../../core/embed/entry';
import type { FavouriteStarProps } from '../../core/slots';
import { useFavouritesPlayer, useIsFavourite, useToggleFavourite } from './queries';
import styles from './Favourites.module.css';

export default function FavouriteStar(props: FavouriteStarProps) {
  return useAuth().status === 'LOGGED_IN' ? <PlayerStar {...props} /> : <VisitorStar {...props} />;
}

/** A visitor's star: never on, and a press asks to sign in. Without the player's queries: a list
 * draws dozens of stars at once, and a visitor's need none of them. */
function VisitorStar(props: FavouriteStarProps) {
  const { openModal } = useAuth();
  const entry = useParentEntry('sign-in', () => openModal({ kind: 'signIn' }));
  return <StarButton {...props} on={false} waiting={false} entry={entry} />;
}

function PlayerStar(props: FavouriteStarProps) {
  const { type, id } = props;
  const player = useFavouritesPlayer();
  const on = useIsFavourite(type, id);
  const toggle = useToggleFavourite(type);
  const entry = useParentEntry(undefined, () => toggle.mutate({ id, on: !on }));
  // Signed in but the sportsbook session not yet in hand: a call now would go without the token.
  return <StarButton {...props} on={on} waiting={player === null} entry={entry} />;
}

function StarButton({
  type,
  id,
  name,
  on,
  waiting,
  entry,
}: FavouriteStarProps & { on: boolean; waiting: boolean; entry: ParentEntry }) {
  const intl = useIntl();
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
