// The schedule's content blocks (core/contentBlocks): the schedule, the results (with their
// filters, or today's of one sport).
import { BlockTitle, type BlockProps } from '../../core/contentBlocks';
import { ResultsList } from './ResultsPage';
import { ScheduleList } from './SchedulePage';

export const ScheduleBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <ScheduleList />
  </>
);

export const ResultsBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <ResultsList />
  </>
);

export const ResultEventsBlock = ({ block }: BlockProps) => (
  <>
    <BlockTitle block={block} />
    <ResultsList sport={block.sport ?? null} />
  </>
);
