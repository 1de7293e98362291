// The catalogue (core/feature): its pages (live, e-sports, a sport and its views, a country, league
// or match by its slug) and its content blocks.
import { laterBlocks } from '../../core/contentBlocks';
import { withProps, type Feature } from '../../core/feature';

const sportPage = () => import('./SportPage').then((m) => m.SportPage);

export const catalogueFeature: Feature = {
  routes: [
    { path: 'live', page: () => import('./LivePage').then((m) => m.LivePage) },
    { path: 'cybersport', page: () => import('./LivePage').then((m) => m.CybersportPage) },
    { path: ':sport', page: sportPage, yieldsToContent: true },
    ...(['top', 'outrights', 'favorites'] as const).map((view) => ({
      path: `:sport/${view}`,
      page: () => sportPage().then((SportPage) => withProps(SportPage, { view })),
    })),
    {
      path: ':sport/:slug',
      page: () => import('./SlugPage').then((m) => m.slugPage()),
      yieldsToContent: true,
    },
  ],
  blocks: laterBlocks(() => import('./blocks'), {
    topEvents: (m) => m.TopEventsBlock,
    outrights: (m) => m.OutrightsBlock,
    topLeagues: (m) => m.TopLeaguesBlock,
    tournaments: (m) => m.TournamentsBlock,
  }),
};
