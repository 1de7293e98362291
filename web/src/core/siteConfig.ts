// The operator's site configuration (spec 'Site config'): GET /site-config, answered from the
// content folder's site.yaml and theme.yaml and inlined by the server into every page
// (api/route-data.json 'shell'), so it is there at the first paint.
import defaults from '../../../api/site-config-defaults.json';
import type { SiteConfig } from '../api/types';
import { REQUEST } from './routeData';
import { useApi } from './useApi';

/** A site without site.yaml; shown until the site's own configuration arrives, and in unit tests. */
export const DEFAULT_SITE_CONFIG: SiteConfig = defaults;

export function useSiteConfig(): SiteConfig {
  return useApi<SiteConfig>(REQUEST.siteConfig).data ?? DEFAULT_SITE_CONFIG;
}
