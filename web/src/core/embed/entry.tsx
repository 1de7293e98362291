// Every way to sign in, sign up or deposit follows the embedded mode through this one hook (the
// rule is routeAction in frame.ts): embedded with no parent listening, the control stays visible
// but does nothing and says why (in its tooltip and to screen readers); with a listening parent
// it tells the parent; otherwise it does what the product does itself.
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LocalLink } from '../links';
import { actionOfPath, askParent, useParentAction, type ActionRoute } from './frame';
import type { ParentAction } from './protocol';

export interface ParentEntry {
  route: ActionRoute;
  /** Embedded before the parent's handshake: the control does nothing. */
  disabled: boolean;
  reason: string | undefined;
  /** Tells a listening parent, else does what the product does itself; nothing while disabled. */
  act: () => void;
  /** For the control, while disabled: aria-disabled rather than disabled, so that it stays
   * focusable and its reason is heard, and the reason as its tooltip. */
  describe: { 'aria-disabled'?: 'true'; 'aria-describedby'?: string; title?: string };
  /** The reason for screen readers, to render beside the control (not in it: it keeps its name). */
  hint: ReactNode;
}

/** No action: a control that opens none of the parent's dialogs now (a signed-in player's star). */
export function useParentEntry(action: ParentAction | undefined, own: () => void = () => {}): ParentEntry {
  const intl = useIntl();
  const reasonId = useId();
  const route = useParentAction(action);
  if (route === 'unavailable') {
    const reason = intl.formatMessage({
      id: 'embed.parent-not-listening',
      defaultMessage: 'Not available yet: the site around this page has not connected',
    });
    return {
      route,
      disabled: true,
      reason,
      act: () => {},
      describe: { 'aria-disabled': 'true', 'aria-describedby': reasonId, title: reason },
      hint: (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      ),
    };
  }
  return {
    route,
    disabled: false,
    reason: undefined,
    act: route === 'parent' && action ? () => askParent(action) : own,
    describe: {},
    hint: null,
  };
}

type LinkProps = Parameters<typeof LocalLink>[0];

/** A link of the site (LocalLink); one to the sign-in or sign-up route or to the deposit page
 * follows the embedded mode: it posts to a listening parent instead of going there, and does
 * nothing, saying why, before the handshake. */
export function EntryLink({ to, onClick, ...rest }: LinkProps) {
  const entry = useParentEntry(actionOfPath(to));
  return (
    <>
      <LocalLink
        to={to}
        {...rest}
        {...entry.describe}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (entry.route === 'own') return onClick?.(e);
          e.preventDefault();
          if (entry.disabled) return;
          onClick?.(e);
          entry.act();
        }}
      />
      {entry.hint}
    </>
  );
}
