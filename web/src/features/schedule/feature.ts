// The schedule (core/feature): the schedule and results pages and blocks.
import { laterBlocks } from '../../core/contentBlocks';
import type { Feature } from '../../core/feature';

export const scheduleFeature: Feature = {
  routes: [
    { path: 'schedule', page: () => import('./SchedulePage').then((m) => m.SchedulePage) },
    { path: 'results', page: () => import('./ResultsPage').then((m) => m.ResultsPage) },
  ],
  blocks: laterBlocks(() => import('./blocks'), {
    schedule: (m) => m.ScheduleBlock,
    results: (m) => m.ResultsBlock,
    resultEvents: (m) => m.ResultEventsBlock,
  }),
};
