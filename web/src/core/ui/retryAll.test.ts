import { describe, expect, it, vi } from 'vitest';
import { retryAll } from './retryAll';

const query = (isError: boolean, isFetching = false) => ({ isError, isFetching, refetch: vi.fn() });

describe('retryAll', () => {
  it('fails when one request failed, and Retry asks again only the failed ones', () => {
    const ok = query(false);
    const failed = query(true);
    const all = retryAll(ok, failed);
    expect(all.isError).toBe(true);
    expect(all.isFetching).toBe(false);
    all.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it('is busy while any request runs, and has not failed when none did', () => {
    const all = retryAll(query(false, true), query(false));
    expect(all.isError).toBe(false);
    expect(all.isFetching).toBe(true);
  });
});
