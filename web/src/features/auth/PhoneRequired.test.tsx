import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenModal } from '../../core/auth';
import { useAuth } from '../../core/auth';
import { player, renderWithAuth } from '../../test/auth';
import { PhoneRequired } from './PhoneRequired';

// site.yaml's phoneVerificationRequired: a signed-in player without a verified phone is shown the
// phone dialog once the dialog open before it (sign-in's) has closed, and once only.

afterEach(cleanup);

function Close() {
  const { closeModal } = useAuth();
  return (
    <button type="button" onClick={closeModal}>
      close
    </button>
  );
}

function render(required: boolean, phones = player.phones, modal: OpenModal | null = null) {
  return renderWithAuth(
    (open) => (
      <>
        <PhoneRequired />
        <Close />
        <output data-testid="modal">{open?.kind ?? 'none'}</output>
      </>
    ),
    {
      modal,
      auth: { status: 'LOGGED_IN', profile: { ...player, phones } },
      site: { phoneVerificationRequired: required },
    },
  );
}

const shown = () => screen.getByTestId('modal').textContent;
const close = () => act(() => screen.getByRole('button', { name: 'close' }).click());

describe('phone verification required after sign-in', () => {
  it('off: no dialog', () => {
    render(false);
    expect(shown()).toBe('none');
  });

  it('on, no phone: the phone dialog opens, and once closed stays closed', () => {
    render(true);
    expect(shown()).toBe('phone');
    close();
    expect(shown()).toBe('none');
  });

  it('on, a verified phone: no dialog', () => {
    render(true, [
      { number: '+447700900123', country: 'GB', verified: true, resend_timeout: 0, sms_limit_reached: false },
    ]);
    expect(shown()).toBe('none');
  });

  it('waits for the dialog already open to close', () => {
    render(true, [], { kind: 'signIn' });
    expect(shown()).toBe('signIn');
    close();
    expect(shown()).toBe('phone');
  });
});
