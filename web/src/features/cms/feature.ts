// The CMS feature (core/feature): the home page, the information pages, the operator's pages at
// any other path.
import type { Feature } from '../../core/feature';
import { NotFoundPage } from '../../core/ui/ErrorPages';
import { homePage } from './routes';

const contentPage = () => import('./ContentRoute').then((m) => m.ContentPage);

export const cmsFeature: Feature = {
  routes: [
    { path: '', page: homePage },
    // The route table's information pages: 'not found' until the operator writes them.
    ...['general-rules', 'about', 'terms-and-conditions', 'help-center'].map((path) => ({
      path,
      page: contentPage,
    })),
    { path: 'init-sportsbook', page: () => import('./InitSportsbook').then((m) => m.InitSportsbook) },
    { path: '*', page: () => Promise.resolve(NotFoundPage), yieldsToContent: true },
  ],
};
