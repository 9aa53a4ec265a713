/** A titled market block with its column heads. */
import type { ReactNode } from 'react';
import { useId } from 'react';

interface MarketBlockProps {
  title: string;
  columns: [left: string, right: string];
  /** Extra content between the title and the rows (the Fancy tabs). */
  toolbar?: ReactNode;
  children: ReactNode;
}

export function MarketBlock({ title, columns, toolbar, children }: MarketBlockProps) {
  const titleId = useId();
  return (
    <section className="odds-market box" aria-labelledby={titleId}>
      <h2 id={titleId} className="odds-market__title">
        {title}
      </h2>
      {toolbar}
      <div className="odds-row odds-row--head text-faint-xs" aria-hidden="true">
        <span />
        <span className="odds-row__head odds-row__head--left">{columns[0]}</span>
        <span className="odds-row__head odds-row__head--right">{columns[1]}</span>
      </div>
      {children}
    </section>
  );
}
