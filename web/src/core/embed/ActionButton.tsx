// A sign-in, sign-up or deposit button that follows the embedded mode (useParentEntry): `own` is
// what the product does itself; `onClick` runs on every press that does something, whoever takes
// the action (a notice closing behind it).
import type { ButtonHTMLAttributes } from 'react';
import { useParentEntry } from './entry';
import type { ParentAction } from './protocol';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & {
  action: ParentAction;
  own: () => void;
  onClick?: () => void;
};

export function ActionButton({ action, own, onClick, children, ...rest }: Props) {
  const entry = useParentEntry(action, own);
  return (
    <>
      <button
        type="button"
        {...rest}
        {...entry.describe}
        onClick={
          entry.disabled
            ? undefined
            : () => {
                onClick?.();
                entry.act();
              }
        }
      >
        {children}
      </button>
      {entry.hint}
    </>
  );
}
