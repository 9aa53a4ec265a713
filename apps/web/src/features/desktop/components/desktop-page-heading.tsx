/** A desktop page's heading: its icon on a badge, its title and a line under it. */
import type { ReactNode } from 'react';

export function DesktopPageHeading({
  icon,
  title,
  intro,
}: {
  icon: ReactNode;
  title: string;
  intro: string;
}) {
  return (
    <header className="desktop-page__heading row-4">
      <span className="desktop-page__badge inline-center" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h1 className="desktop-page__title">{title}</h1>
        <p className="desktop-page__intro">{intro}</p>
      </div>
    </header>
  );
}
