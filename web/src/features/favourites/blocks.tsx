// The favourites' content block (core/contentBlocks): the player's favourite matches, as
// /favorites shows them.
import { BlockTitle, type BlockProps } from '../../core/contentBlocks';
import SportFavourites from './SportFavourites';

export function FavoritesBlock({ block }: BlockProps) {
  return (
    <>
      <BlockTitle block={block} />
      <SportFavourites />
    </>
  );
}
