import { describe, expect, it } from 'vitest';
import { CASHOUT_START, cashoutRefusal, cashoutStep, type CashoutEvent, type CashoutStep } from './cashout';

describe('the cash-out flow', () => {
  const confirm: CashoutStep = { step: 'confirm' };
  const sending: CashoutStep = { step: 'sending', amount: 1500 };
  it.each<[string, CashoutStep, CashoutEvent, CashoutStep]>([
    ['the offer asks for confirmation', CASHOUT_START, { type: 'ask' }, confirm],
    [
      'a notice goes once the player asks again',
      { step: 'offer', notice: 'failed' },
      { type: 'ask' },
      confirm,
    ],
    ['cancelling returns to the offer', confirm, { type: 'cancel' }, CASHOUT_START],
    ['confirming sends the shown amount', confirm, { type: 'send', amount: 1500 }, sending],
    [
      'sending is not possible without confirming',
      CASHOUT_START,
      { type: 'send', amount: 1500 },
      CASHOUT_START,
    ],
    ['a changed value asks again', sending, { type: 'changed' }, { step: 'confirm', notice: 'changed' }],
    [
      'an unavailable cash-out ends the offer',
      sending,
      { type: 'unavailable' },
      { step: 'offer', notice: 'unavailable' },
    ],
    ['another failure keeps the offer', sending, { type: 'failed' }, { step: 'offer', notice: 'failed' }],
    ['success starts over', sending, { type: 'done' }, CASHOUT_START],
    ['a second confirm while sending does nothing', sending, { type: 'send', amount: 1 }, sending],
    ['cancelling while sending does nothing', sending, { type: 'cancel' }, sending],
  ])('%s', (_, from, event, want) => {
    expect(cashoutStep(from, event)).toEqual(want);
  });
});

describe('cashoutRefusal', () => {
  it.each([
    [
      422,
      { code: 'CASHOUT_CHANGED', message: 'x', details: { amount: 1420 } },
      { event: 'changed', amount: 1420 },
    ],
    [422, { code: 'CASHOUT_CHANGED', message: 'x' }, { event: 'unavailable' }],
    [422, { code: 'CASHOUT_CHANGED', message: 'x', details: { amount: 0 } }, { event: 'unavailable' }],
    [422, { code: 'CASHOUT_UNAVAILABLE', message: 'x' }, { event: 'unavailable' }],
    [404, { code: 'NOT_FOUND', message: 'x' }, { event: 'failed' }],
    [500, undefined, { event: 'failed' }],
    [0, null, { event: 'failed' }],
  ])('%s %o → %o', (status, body, want) => {
    expect(cashoutRefusal(status, body)).toEqual(want);
  });
});
