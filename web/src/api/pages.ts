// Every page of a paginated list (the contract's Pagination: page, lastPage), for the lists a page
// needs whole but the server hands out in pages of at most 500.
import type { components } from './schema';

type Pagination = components['schemas']['Pagination'];

/** The most pages allPages asks for unless told: 20 pages of 500 are 10,000 items. */
export const MAX_PAGES = 20;

/**
 * The pages of a list, from page 1 while `pagination.page < pagination.lastPage`, one request
 * after another, at most maxPages of them (a list longer than that is cut there rather than
 * asked for without end). fetchPage asks for one page; a failure of any page is the failure.
 */
export async function allPages<P extends { pagination: Pagination }>(
  fetchPage: (page: number) => Promise<P>,
  maxPages = MAX_PAGES,
): Promise<P[]> {
  const pages = [await fetchPage(1)];
  for (let page = 2; page <= maxPages; page++) {
    const last = pages[pages.length - 1]!.pagination;
    if (last.page >= last.lastPage) break;
    pages.push(await fetchPage(page));
  }
  return pages;
}
