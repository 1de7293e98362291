import { describe, expect, it } from 'vitest';
import { compareIds, drop, emptyQueue, offer, take, type AlertQueue } from './alertQueue';
import { testBonus } from './testBonus';

const ids = (q: AlertQueue) => q.waiting.map((b) => b.id);

describe('bonus alert queue', () => {
  it.each([
    { a: '9', b: '10', want: -1 },
    { a: '10', b: '9', want: 1 },
    { a: '123456789012345679', b: '123456789012345678', want: 1 },
    { a: '7', b: '7', want: 0 },
  ])('orders id $a against $b: $want', ({ a, b, want }) => {
    expect(Math.sign(compareIds(a, b))).toBe(want);
  });

  it.each([
    { name: 'in issue order', offered: ['10', '2', '9'], want: ['2', '9', '10'] },
    { name: 'once each', offered: ['3', '3', '1'], want: ['1', '3'] },
  ])('queues unseen available bonuses $name', ({ offered, want }) => {
    expect(
      ids(
        offer(
          emptyQueue,
          offered.map((id) => testBonus(id)),
        ),
      ),
    ).toEqual(want);
  });

  it('leaves out bonuses already seen or not available', () => {
    const q = offer(emptyQueue, [
      testBonus('1', { issued: { timesUsed: 0, seen: true, computedStatus: 'available' } }),
      testBonus('2', { userBonusStatus: 'active' }),
      testBonus('3', { userBonusStatus: 'expired' }),
      testBonus('4'),
    ]);
    expect(ids(q)).toEqual(['4']);
  });

  it('shows each bonus once: a bonus taken is not queued again when offered again', () => {
    const { next, queue } = take(offer(emptyQueue, [testBonus('1'), testBonus('2')]));
    expect(next?.id).toBe('1');
    expect(ids(queue)).toEqual(['2']);
    expect(ids(offer(queue, [testBonus('1'), testBonus('2'), testBonus('3')]))).toEqual(['2', '3']);
  });

  it('a bonus_issued bonus joins the queue behind the older ones', () => {
    const q = offer(offer(emptyQueue, [testBonus('5')]), [testBonus('8')]);
    expect(ids(q)).toEqual(['5', '8']);
  });

  it('drops a bonus (dismissed, or seen on its own card) for good', () => {
    const q = drop(offer(emptyQueue, [testBonus('1'), testBonus('2')]), '1');
    expect(ids(q)).toEqual(['2']);
    expect(ids(offer(drop(q, '9'), [testBonus('9'), testBonus('1')]))).toEqual(['2']);
  });

  it('takes nothing from an empty queue', () => {
    expect(take(emptyQueue)).toEqual({ next: null, queue: emptyQueue });
  });
});
