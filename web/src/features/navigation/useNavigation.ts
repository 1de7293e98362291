// The operator's navigation zones: GET /navigation, from the content folder's navigation.yaml,
// inlined by the server into every page (api/route-data.json 'shell') so the header is there at
// the first paint.
import defaults from '../../../../api/navigation-defaults.json';
import { REQUEST } from '../../core/routeData';
import { useApi } from '../../core/useApi';
import { useAuth } from '../../core/auth';
import { visibleItems, type Navigation, type NavItem, type ZoneName } from './zones';

/** A site without navigation.yaml (the site's own header): shown until the site's own navigation
 * arrives, and in unit tests. */
export const DEFAULT_NAVIGATION: Navigation = {
  version: 'default',
  icons: '',
  ...(defaults as Pick<Navigation, 'zones'>),
};

export function useNavigation(): Navigation {
  return useApi<Navigation>(REQUEST.navigation).data ?? DEFAULT_NAVIGATION;
}

/** The items of a zone the visitor sees now. */
export function useZone(name: ZoneName): NavItem[] {
  const { status } = useAuth();
  return visibleItems(useNavigation().zones[name], status);
}
