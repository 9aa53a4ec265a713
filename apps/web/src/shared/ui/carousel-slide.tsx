/** One slide of a banner carousel, announced as "slide" with its place: "2 of 5". */
import type { ReactNode } from 'react';

export function CarouselSlide({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="group" aria-roledescription="slide" aria-label={label}>
      {children}
    </div>
  );
}
