/**
 * Route guards. A visitor who opens a signed-in screen goes to /login; a member whose session ends
 * on one (logout, expiry) goes to /, as the spec's logout and expiry say. Login and signup send a
 * member home.
 */
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../shared/session/session-store';
import { ScreenSuspense } from './layouts/screen-loader';
import { paths } from '../shared/routing/paths';

export function RequireMember() {
  const { isMember } = useSession();
  // Whether this screen was opened with a session; the guard stays mounted while it ends.
  const [openedAsMember] = useState(isMember);
  // The screen loads inside the guard, so the guard has settled (and remembers the session)
  // before a slow chunk arrives.
  if (isMember) {
    return (
      <ScreenSuspense>
        <Outlet />
      </ScreenSuspense>
    );
  }
  const target = openedAsMember ? paths.home.getHref() : paths.login.getHref();
  return <Navigate to={target} replace />;
}

export function RequireVisitor() {
  const { isMember } = useSession();
  return isMember ? <Navigate to={paths.home.getHref()} replace /> : <Outlet />;
}
