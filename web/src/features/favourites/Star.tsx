// Where a favourite star goes: its place is kept while its code loads, so nothing beside it moves.
// Memoised: lists draw their rows and headers again with every odds move, the stars seldom change.
import { memo, Suspense } from 'react';
import { lazyWhenOnline } from '../../core/connection';
import type { FavouriteStarProps } from '../../core/slots';
import styles from './Favourites.module.css';

const FavouriteStar = lazyWhenOnline(() => import('./FavouriteStar'));

export const Star = memo(function Star(props: FavouriteStarProps) {
  return (
    <Suspense fallback={<span className={styles.star} aria-hidden="true" />}>
      <FavouriteStar {...props} />
    </Suspense>
  );
});
