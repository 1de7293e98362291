import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batch';

describe('createBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over everything pushed within an interval in one call, in order', () => {
    const flush = vi.fn();
    const b = createBatcher<number>(flush, 200);
    b.push(1);
    b.push(2);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(flush).toHaveBeenCalledWith([1, 2]);
    b.push(3);
    vi.advanceTimersByTime(200);
    expect(flush).toHaveBeenLastCalledWith([3]);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('drops what is queued when cancelled', () => {
    const flush = vi.fn();
    const b = createBatcher<number>(flush, 200);
    b.push(1);
    b.cancel();
    vi.advanceTimersByTime(500);
    expect(flush).not.toHaveBeenCalled();
  });
});
