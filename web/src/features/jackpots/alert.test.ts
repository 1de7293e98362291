import { describe, expect, it } from 'vitest';
import { nextHitToShow } from './alert';
import type { JackpotHit } from './queries';

function hit(id: string, createdAt: string, seen = false): JackpotHit {
  return {
    id,
    jackpotId: 'pot',
    name: 'Pot',
    level: 'Mini',
    levelTitle: 'Mini',
    amount: 100,
    amountEur: 100,
    currency: 'EUR',
    subunits: 2,
    createdAt,
    status: 'paid',
    userHash: 'abcd1234',
    seen,
  };
}

describe('nextHitToShow', () => {
  const cases: { name: string; unseen: JackpotHit[]; shown: string[]; want: string | null }[] = [
    { name: 'none', unseen: [], shown: [], want: null },
    {
      name: 'the oldest first',
      unseen: [hit('2', '2026-11-24T10:05:00Z'), hit('1', '2026-11-24T10:00:00Z')],
      shown: [],
      want: '1',
    },
    {
      name: 'not one shown already',
      unseen: [hit('2', '2026-11-24T10:05:00Z'), hit('1', '2026-11-24T10:00:00Z')],
      shown: ['1'],
      want: '2',
    },
    { name: 'all shown', unseen: [hit('1', '2026-11-24T10:00:00Z')], shown: ['1'], want: null },
    { name: 'not a seen one', unseen: [hit('1', '2026-11-24T10:00:00Z', true)], shown: [], want: null },
  ];
  for (const c of cases)
    it(c.name, () => {
      expect(nextHitToShow(c.unseen, new Set(c.shown))?.id ?? null).toBe(c.want);
    });
});
