/**
 * An area with sub-screens (Money, Catalogue, Content, Rewards): its title, its tabs as links
 * (the current one marked by the router) and the chosen screen below.
 */
import { NavLink, Outlet } from 'react-router';

export interface AreaTab {
  to: string;
  label: string;
}

export function AreaLayout({
  id,
  title,
  tabsLabel,
  tabs,
  className,
}: {
  /** Names the area's heading, which labels the section. */
  id: string;
  title: string;
  /** The tab bar's name for screen readers. */
  tabsLabel: string;
  tabs: readonly AreaTab[];
  /** The area's own class, for its stylesheet. */
  className: string;
}) {
  return (
    <section className={`screen area-screen ${className}`} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <nav className="area-tabs" aria-label={tabsLabel}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
