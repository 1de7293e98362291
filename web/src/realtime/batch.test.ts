import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batch';

describe('createBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over what arrives together at once, in order, in one call', () => {
    const flush = vi.fn();
    const b = createBatcher<number>(flush, 16);
    b.push(1);
    b.push(2);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(flush).toHaveBeenCalledExactlyOnceWith([1, 2]);
  });

  it('keeps batches at least the gap apart, and a message after a quiet spell waits for nothing', () => {
    const flush = vi.fn();
    const b = createBatcher<number>(flush, 16);
    b.push(1);
    vi.advanceTimersByTime(0);
    vi.advanceTimersByTime(5);
    b.push(2);
    vi.advanceTimersByTime(10);
    b.push(3);
    expect(flush).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenLastCalledWith([2, 3]);
    vi.advanceTimersByTime(100);
    b.push(4);
    vi.advanceTimersByTime(0);
    expect(flush).toHaveBeenLastCalledWith([4]);
    expect(flush).toHaveBeenCalledTimes(3);
  });

  it('hands a long batch over in parts of maxItems, each in a task of its own', () => {
    const flush = vi.fn();
    const b = createBatcher<number>(flush, 16, 2);
    for (const i of [1, 2, 3, 4, 5]) b.push(i);
    vi.advanceTimersToNextTimer();
    expect(flush).toHaveBeenCalledExactlyOnceWith([1, 2]);
    vi.advanceTimersToNextTimer();
    expect(flush).toHaveBeenLastCalledWith([3, 4]);
    b.push(6);
    vi.advanceTimersToNextTimer();
    expect(flush).toHaveBeenLastCalledWith([5, 6]);
    vi.advanceTimersByTime(100);
    expect(flush).toHaveBeenCalledTimes(3);
  });

  it('drops what is queued when cancelled', () => {
    const flush = vi.fn();
    const b = createBatcher<number>(flush, 16);
    b.push(1);
    b.cancel();
    vi.advanceTimersByTime(500);
    expect(flush).not.toHaveBeenCalled();
  });
});
