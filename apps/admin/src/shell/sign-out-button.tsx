import { useMutation } from '@tanstack/react-query';
import { clearSession } from '../session/session-store';
import { logOut } from '../sign-in/sign-in-api';

/** Ends the session on the server, and here whatever the server answers (offline, already ended). */
export function SignOutButton() {
  const signOut = useMutation({ mutationFn: logOut, onSettled: clearSession });
  return (
    <button
      className="button button-quiet"
      type="button"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {signOut.isPending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
