/** The green table the card and dice games are dealt on, with the line that says who dealt. */
import type { ReactNode } from 'react';

export function CardTable({ note, children }: { note: string; children: ReactNode }) {
  return (
    <div className="card-table stack-2">
      {children}
      <p className="text-faint-xs">{note}</p>
    </div>
  );
}
