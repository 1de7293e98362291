// The auth feature's public part: the provider of the sign-in state, and going on with a session
// after a reality check (features/limits).
export { AuthProvider } from './AuthProvider';

export const continueSession = () => import('./session').then((m) => m.continueSession());
