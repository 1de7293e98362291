import { Icon } from '../../core/ui/Icon';

/** The magnifier of the sprites (core/ui/Icon), on the button and in the modal's field. */
export function SearchIcon() {
  return <Icon id="icon-search" size={16} />;
}
