// Sport icons from the sprites' sport group (internal/icons/sports.svg): one per sport key of the
// feed, and a generic ball for a sport the sprites have no drawing of. They follow the theme and
// the active state through currentColor.
import { Icon, useSpriteIcon } from './Icon';

/** A decorative sport icon: the sport's name is always written beside it. data-icon names the
 * symbol drawn: sport-<key>, or sport-ball once the sprites say they have none for the sport. */
export function SportIcon({ sportKey, className }: { sportKey: string; className?: string }) {
  const id = useSpriteIcon([`sport-${sportKey}`]) ?? 'sport-ball';
  return <Icon id={id} className={className} />;
}
