// Where a favourite star goes: its place is kept while its code loads, so nothing beside it moves.
import { Suspense } from 'react';
import { lazyWhenOnline } from '../../core/connection';
import type { FavouriteStarProps } from '../../core/slots';
import styles from './Favourites.module.css';

const FavouriteStar = lazyWhenOnline(() => import('./FavouriteStar'));

export function Star(props: FavouriteStarProps) {
  return (
    <Suspense fallback={<span className={styles.star} aria-hidden="true" />}>
      <FavouriteStar {...props} />
    </Suspense>
  );
}
