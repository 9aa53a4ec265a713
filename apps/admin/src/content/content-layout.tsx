/** Content & settings (owner, content): its sub-tabs above the screen. */
import { NavLink, Outlet } from 'react-router';
import './content.css';

const tabs = [
  ['settings', 'Settings'],
  ['sliders', 'Sliders'],
  ['notices', 'Notices'],
  ['logo', 'Logo'],
  ['social', 'Social links'],
  ['outbox', 'Outbox'],
] as const;

export function ContentLayout() {
  return (
    <section className="screen content-screen" aria-labelledby="content-title">
      <h1 id="content-title">Content &amp; settings</h1>
      <nav className="content-tabs" aria-label="Content and settings">
        {tabs.map(([path, label]) => (
          <NavLink key={path} to={`/content/${path}`}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
