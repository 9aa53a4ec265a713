/**
 * The signed-in frame: a top bar with who is signed in, their role and Sign out, and the side nav
 * of the areas this role may use. Signed-out visitors go to Sign in, an enrolment-only session
 * to the 2-step set-up, and an area the role may not use shows why (area-guard.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { useSession } from '../session/session-store';
import { getMe } from '../sign-in/sign-in-api';
import { AreaOutlet } from './area-guard';
import { areasFor } from './console-areas';
import { SignOutButton } from './sign-out-button';

export function ConsoleShell() {
  const session = useSession();
  const location = useLocation();
  // The stored session may be hours old: /me says whether it still holds and the role it has now.
  const me = useQuery({
    queryKey: ['me', session?.token],
    queryFn: getMe,
    enabled: session !== null && !session.totp_setup_required,
  });
  if (session === null) return <Navigate to="/sign-in" replace />;
  if (session.totp_setup_required) return <Navigate to="/enrol" replace />;

  const operator = me.data?.operator ?? session.operator;
  const areas = areasFor(operator.role);
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return (
    <div className="console">
      <header className="top-bar">
        <span className="brand">Khela console</span>
        <div className="top-bar-who">
          {me.data?.totp_enabled === false && (
            <Link className="button button-quiet" to="/enrol">
              Set up 2-step sign-in
            </Link>
          )}
          <span className="operator-name">{operator.username}</span>
          <span className="role-badge" aria-label={`Role: ${operator.role}`}>
            {operator.role}
          </span>
          <SignOutButton />
        </div>
      </header>
      <nav className="side-nav" aria-label="Console areas">
        <ul>
          {areas.map((area) => (
            <li key={area.path}>
              <NavLink to={area.path}>{area.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="console-main">
        {typeof notice === 'string' && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <AreaOutlet role={operator.role} />
      </main>
    </div>
  );
}

/** The console's landing: the first area this role may use. */
export function FirstArea() {
  const session = useSession();
  const location = useLocation();
  const first = session === null ? undefined : areasFor(session.operator.role)[0];
  // Carries a notice (such as "2-step sign-in is on.") on to the area.
  return <Navigate to={first?.path ?? '/sign-in'} replace state={location.state as unknown} />;
}
