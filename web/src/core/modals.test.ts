import { afterEach, describe, expect, it, vi } from 'vitest';
import { modalOpened, onModalOpened } from './modals';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));
const open = (name: Parameters<typeof modalOpened>[0]) => closers.push(modalOpened(name));

describe('modal announcements', () => {
  it('tells a listener every dialog that opens, in order, until it stops listening', () => {
    const heard = vi.fn();
    const stop = onModalOpened(heard);
    open('search');
    open('bonusDetail');
    stop();
    open('jackpotHit');
    expect(heard.mock.calls).toEqual([['search'], ['bonusDetail']]);
  });

  it('tells a late listener what is open already, and not what has closed', () => {
    open('welcome');
    const close = modalOpened('signIn');
    open('signIn');
    close();
    modalOpened('search')();
    const heard = vi.fn();
    closers.push(onModalOpened(heard));
    // signIn was opened twice and closed once: it is still open.
    expect(heard.mock.calls.sort()).toEqual([['signIn'], ['welcome']]);
  });
});
