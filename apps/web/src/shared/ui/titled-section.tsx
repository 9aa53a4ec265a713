/**
 * A part of a screen named by its own heading: the section is labelled by its h2, so a screen
 * reader lists it as a region of that name. The heading's id is made here, one per section.
 */
import { useId, type ReactNode } from 'react';

export function TitledSection({
  title,
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
