// The navigation's public part: the operator's zones (navigation.yaml) that the shell draws, the
// icons they use, and the footer zone's row, which loads after the first screen.
import { lazyWhenOnline } from '../../core/connection';

export { Zone } from './NavItem';
export { useNavigation } from './useNavigation';

export const NavRow = lazyWhenOnline(() => import('./NavRow'));
