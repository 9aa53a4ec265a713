/**
 * The route-level role check: an operator who opens an area their role may not use (a typed or
 * bookmarked address) sees why, and a way to their own areas, instead of a blank or broken page.
 * The server refuses the area's calls too; this only saves them a screen of errors.
 */
import { Link, Outlet, useLocation } from 'react-router';
import type { OperatorRole } from '@khela/contract';
import { areasFor, consoleAreas, type ConsoleArea } from './console-areas';

/** The area a console path belongs to: the longest area path it starts with. */
export function areaAt(pathname: string): (ConsoleArea & { path: string }) | undefined {
  let found: (ConsoleArea & { path: string }) | undefined;
  for (const area of consoleAreas) {
    if (area.path === undefined) continue;
    const inside = pathname === area.path || pathname.startsWith(`${area.path}/`);
    if (inside && (found === undefined || area.path.length > found.path.length)) {
      found = { ...area, path: area.path };
    }
  }
  return found;
}

export function AreaOutlet({ role }: { role: OperatorRole }) {
  const { pathname } = useLocation();
  const area = areaAt(pathname);
  if (area === undefined || area.roles.includes(role)) return <Outlet />;
  const first = areasFor(role)[0];
  return (
    <section className="screen" aria-labelledby="refused-title">
      <h1 id="refused-title">{area.label}</h1>
      <div className="state state-error" role="alert">
        <p>
          Your role ({role}) cannot use this area. It is open to: {area.roles.join(', ')}. Ask an
          owner if you need it.
        </p>
        {first !== undefined && (
          <Link className="button" to={first.path}>
            Go to {first.label}
          </Link>
        )}
      </div>
    </section>
  );
}
