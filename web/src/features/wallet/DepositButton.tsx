// A deposit button: the quick-deposit modal with the quick_deposit flag, else the deposit page; an
// embedding page that takes the deposit action over gets it instead (core/embed ActionButton).
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../core/auth';
import { ActionButton } from '../../core/embed/ActionButton';
import { useFeatureFlag } from '../../core/featureFlags';
import { useLocalize } from '../../core/links';

export function DepositButton({
  className,
  testId,
  children,
}: {
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { openModal } = useAuth();
  const quickDeposit = useFeatureFlag('quick_deposit');
  const navigate = useNavigate();
  const localize = useLocalize();
  return (
    <ActionButton
      action="deposit"
      className={className}
      data-testid={testId}
      own={() =>
        quickDeposit
          ? openModal({ kind: 'quickDeposit' })
          : void navigate(localize('/profile/wallet/deposit'))
      }
    >
      {children}
    </ActionButton>
  );
}
