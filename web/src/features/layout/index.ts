// The layout feature's public part: the footer, which loads after the first screen.
import { lazyWhenOnline } from '../../core/connection';

export const Footer = lazyWhenOnline(() => import('./Footer').then((m) => ({ default: m.Footer })));
