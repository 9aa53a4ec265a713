/** Route guards: the signed-in area sends visitors to /login; login and signup send members home. */
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../shared/session/session-store';
import { paths } from './paths';

export function RequireMember() {
  const { isMember } = useSession();
  return isMember ? <Outlet /> : <Navigate to={paths.login.getHref()} replace />;
}

export function RequireVisitor() {
  const { isMember } = useSession();
  return isMember ? <Navigate to={paths.home.getHref()} replace /> : <Outlet />;
}
