/** A bet's card in My Bets and Bets History: its event at the head beside `aside`, the rest below. */
import type { ReactNode } from 'react';

export function BetCard({
  bet,
  aside,
  children,
}: {
  bet: { event_name: string; selection_name: string };
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      className="exchange-account__card stack-2"
      aria-label={`${bet.event_name} ${bet.selection_name}`}
    >
      <header className="exchange-account__card-head">
        <span className="exchange-account__event">{bet.event_name}</span>
        {aside}
      </header>
      {children}
    </article>
  );
}
