// What the auth feature does while a player is signed in (one chunk): their own bet settings, and
// the phone verification the site may require.
import PlayerSettingsSync from './PlayerSettings';
import { PhoneRequired } from './PhoneRequired';

export default function SignedIn() {
  return (
    <>
      <PlayerSettingsSync />
      <PhoneRequired />
    </>
  );
}
