// The auth state every feature reads (spec section 4, Auth status): status, profile, whether the
// sportsbook session token is ready, and the one modal that is open. features/auth provides it
// (AuthProvider); outside one (as in shell tests) it reads as UNKNOWN with nothing open and
// actions that do nothing.
import { createContext, useContext } from 'react';
import type { Player, RealityCheck } from '../api/platformTypes';
import type { AuthStatus } from '../domain/authStatus';

/** The modals of section 2 that the auth feature opens, with what each needs. */
export type ModalRequest =
  | { kind: 'signIn'; sessionExpired?: boolean; email?: string; notice?: 'confirmed' | 'passwordChanged' }
  | { kind: 'signUp' }
  /** With a token: confirm the account; without: resend the confirmation mail. */
  | { kind: 'confirmation'; token?: string; email?: string; messageKey?: string }
  | { kind: 'passwordNew'; email?: string }
  | { kind: 'passwordEdit'; token?: string }
  /** With a token: unlock; without: resend the unlock mail. */
  | { kind: 'unlock'; token?: string; email?: string; messageKey?: string }
  | { kind: 'phone' }
  | { kind: 'authFields'; fields?: string[]; onDone?: () => void }
  | { kind: 'confirmPassword'; submit: (password: string) => Promise<void> }
  | { kind: 'iframeDeposit'; url: string }
  | { kind: 'quickDeposit' }
  | { kind: 'activityLimit' }
  | { kind: 'realityCheck'; check: RealityCheck }
  | { kind: 'sessionLimit' };

/** A modal's kind is also the name its dialog announces (core/modals). */
export type ModalKind = ModalRequest['kind'];

/** An open modal; `closeTo` is where closing it goes (an auth route goes home). */
export type OpenModal = ModalRequest & { closeTo?: string };

/** What a feature's modal view gets: its open modal and how to close it. */
export interface ModalViewProps<M extends OpenModal = OpenModal> {
  modal: M;
  onClose: () => void;
}

export interface SignOutOptions {
  /** Also end the session on the server (DELETE /users/sign_out). Default true. */
  remote?: boolean;
  /** The modal to open once signed out. */
  then?: ModalRequest;
}

export interface AuthContextValue {
  status: AuthStatus;
  profile: Player | null;
  /** The sportsbook bearer token is in hand (api/session.ts holds it). */
  sessionReady: boolean;
  modal: OpenModal | null;
  /** Opens a modal; sign-in, sign-up and quick deposit go to an embedding parent page instead
   * when it handles them, unless `own` (the parent itself asked for the product's dialog). */
  openModal: (modal: ModalRequest, options?: { closeTo?: string; own?: boolean }) => void;
  closeModal: () => void;
  /** Loads the profile again (after sign-in, or a change elsewhere). */
  reload: () => Promise<void>;
  setProfile: (profile: Player) => void;
  signOut: (options?: SignOutOptions) => Promise<void>;
}

const noop = () => {};
export const AuthContext = createContext<AuthContextValue>({
  status: 'UNKNOWN',
  profile: null,
  sessionReady: false,
  modal: null,
  openModal: noop,
  closeModal: noop,
  reload: async () => {},
  setProfile: noop,
  signOut: async () => {},
});

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
