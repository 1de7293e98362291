// The one dialog of the app: a labelled role="dialog" above a backdrop, rendered into <body> with
// the page made inert behind it. Focus moves into it (the first field, else the dialog), Tab stays
// inside, Escape and the close button close it, and focus returns to where it was, the page
// staying where it is.
import { useEffect, useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { MODAL_HEIGHT_FRACTION } from '../../domain/layout';
import { useModalName, type ModalName } from '../modals';
import { keepTabInside } from './focusTrap';
import styles from './Modal.module.css';

const FIRST_FIELD =
  '[data-autofocus], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea';

export interface ModalProps {
  /** What the dialog is, told to an embedding site's parent page (core/modals). */
  name: ModalName;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** narrow (forms), wide (tables, frames). */
  size?: 'narrow' | 'wide';
  /** A stable name for end-to-end tests (data-testid). */
  testId?: string;
  /** Whether Escape, the backdrop and the close button close it (a blocking notice may not). */
  dismissible?: boolean;
  /** Opens this many px below the top of the screen instead of in its middle (beside a phone's
   * bottom sheet, which stays at the bottom). */
  offset?: number;
  /** centre, or side: a panel at the end edge, a sheet from the bottom on a phone (a match's chat). */
  placement?: 'centre' | 'side';
}

export function Modal({
  name,
  title,
  onClose,
  children,
  size = 'narrow',
  testId,
  dismissible = true,
  offset,
  placement = 'centre',
}: ModalProps) {
  useModalName(name);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  // Focus and the keys are taken before the dialog is first painted (layout effects): with
  // passive effects, a key pressed as soon as the dialog showed (Escape on a busy phone) went to the
  // page behind it, and the dialog stayed open.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind is inert: no focus, no clicks, and out of the accessibility tree.
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    const dialog = ref.current;
    const first = dialog?.querySelector<HTMLElement>(FIRST_FIELD);
    (first ?? dialog)?.focus();
    return () => {
      root?.removeAttribute('inert');
      // Without scrolling: a dialog that opened by itself (a bonus alert, a reality check) would
      // otherwise take the page back to the odds the player clicked before scrolling away.
      previous?.focus?.({ preventScroll: true });
    };
  }, []);

  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const dialog = ref.current;
      if (!dialog) return;
      if (e.key === 'Escape' && dismissible) {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key === 'Tab') keepTabInside(dialog, e);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [dismissible]);

  return createPortal(
    <div
      className={styles.backdrop}
      data-placement={placement}
      onMouseDown={(e) => {
        if (dismissible && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={styles.dialog}
        data-size={size}
        data-offset={offset === undefined ? undefined : ''}
        style={
          {
            '--modal-height': `${MODAL_HEIGHT_FRACTION * 100}vh`,
            '--modal-offset': `${offset ?? 0}px`,
          } as CSSProperties
        }
        data-placement={placement}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={intl.formatMessage({ id: 'common.close', defaultMessage: 'Close' })}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
