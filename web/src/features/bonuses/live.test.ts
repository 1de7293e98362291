import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { dropAlert, resetAlerts, takeAlert } from './alertStore';
import { UNSEEN_KEY } from './keys';
import { applyBonusIssued } from './live';
import { closeBonusToasts } from './toast';
import { testBonus } from './testBonus';

afterEach(() => {
  resetAlerts();
  closeBonusToasts();
});

describe('bonus_issued', () => {
  it('queues the new bonus at once and marks the bonus lists stale', () => {
    const qc = new QueryClient();
    qc.setQueryData([...UNSEEN_KEY, 'en'], []);
    applyBonusIssued(qc, testBonus('7'));
    expect(qc.getQueryState([...UNSEEN_KEY, 'en'])?.isInvalidated).toBe(true);
    expect(takeAlert()?.id).toBe('7');
    expect(takeAlert()).toBeNull();
  });

  it('does not queue a bonus already shown on its own card (a promo code)', () => {
    dropAlert('8');
    applyBonusIssued(new QueryClient(), testBonus('8'));
    expect(takeAlert()).toBeNull();
  });
});
