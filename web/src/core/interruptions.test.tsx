import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  interruptionWait,
  isTyping,
  QUIET_MS,
  RECHECK_MS,
  SETTLE_MS,
  useInterruption,
} from './interruptions';

// The page's clock from before the module loads (it notes the time as it loads).
vi.hoisted(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));

describe('interruptionWait', () => {
  it.each([
    {
      name: "in a page's first seconds: until they pass",
      m: { now: 1000, pageStart: 0, lastInput: -10_000, busy: false },
      want: SETTLE_MS - 1000,
    },
    {
      name: 'just after an input: until the player is quiet',
      m: { now: 10_000, pageStart: 0, lastInput: 9_500, busy: false },
      want: QUIET_MS - 500,
    },
    {
      name: 'the later of the two',
      m: { now: 5_000, pageStart: 4_000, lastInput: 4_900, busy: false },
      want: SETTLE_MS - 1000,
    },
    {
      name: 'a settled page, a quiet player: now',
      m: { now: 10_000, pageStart: 0, lastInput: 5_000, busy: false },
      want: 0,
    },
    {
      name: 'a dialog open, typing or a stream playing: looks again later',
      m: { now: 10_000, pageStart: 0, lastInput: 5_000, busy: true },
      want: RECHECK_MS,
    },
    {
      name: 'exactly quiet: now',
      m: { now: 10_000, pageStart: 10_000 - SETTLE_MS, lastInput: 10_000 - QUIET_MS, busy: false },
      want: 0,
    },
  ])('$name', ({ m, want }) => expect(interruptionWait(m)).toBe(want));
});

describe('isTyping', () => {
  const input = (type: string) => Object.assign(document.createElement('input'), { type });
  it.each([
    { name: 'a stake field', el: input('text'), want: true },
    { name: 'a number field', el: input('number'), want: true },
    { name: 'an email field', el: input('email'), want: true },
    { name: 'a checkbox', el: input('checkbox'), want: false },
    { name: 'a radio', el: input('radio'), want: false },
    { name: 'a textarea', el: document.createElement('textarea'), want: true },
    { name: 'a select', el: document.createElement('select'), want: true },
    { name: 'a button', el: document.createElement('button'), want: false },
    { name: 'nothing focused', el: null, want: false },
  ])('$name: $want', ({ el, want }) => {
    expect(isTyping(el)).toBe(want);
  });
});

describe('useInterruption', () => {
  it('one at a time, in the order they asked, each when the page has settled and the player is quiet', () => {
    function Part({ id }: { id: string }) {
      const [closed, setClosed] = useState(false);
      const turn = useInterruption(id, !closed);
      return turn && <button onClick={() => setClosed(true)}>{id}</button>;
    }
    render(
      <MemoryRouter>
        <Part id="welcome" />
        <Part id="bonus" />
      </MemoryRouter>,
    );
    const shown = () => screen.queryAllByRole('button').map((b) => b.textContent);
    act(() => vi.advanceTimersByTime(SETTLE_MS - 1));
    expect(shown()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['welcome']);
    // Closed with a click: the next waits for the player to be quiet again.
    act(() => {
      screen.getByRole('button').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      screen.getByRole('button').click();
    });
    expect(shown()).toEqual([]);
    act(() => vi.advanceTimersByTime(QUIET_MS - 1));
    expect(shown()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['bonus']);
  });
});
