/** A member screen's title row: a back link to where the player came from, and the title. */
import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import './screen-heading.css';

export function ScreenHeading({
  title,
  backHref,
  backLabel,
}: {
  title: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <header className="screen-heading">
      <Link
        className="screen-heading__back tap-square inline-center"
        to={backHref}
        aria-label={backLabel}
      >
        <ChevronLeft size={24} aria-hidden="true" />
      </Link>
      <h1 className="screen-heading__title">{title}</h1>
    </header>
  );
}
