/**
 * A whole-screen note in place of a form or a result: an icon, a heading, a sentence and the ways
 * forward (links), for the empty, expired and failed states of the deposit screens.
 */
import type { ReactNode } from 'react';

export function ScreenNote({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
}) {
  return (
    <section
      className={`panel deposit-note deposit-note--${tone}`}
      aria-labelledby="deposit-note-title"
    >
      <span className="icon-badge deposit-note__icon" aria-hidden="true">
        {icon}
      </span>
      <h1 id="deposit-note-title" className="deposit-note__title">
        {title}
      </h1>
      <div className="deposit-note__body text-muted-sm">{children}</div>
      {actions ? <div className="deposit-note__actions stack-2">{actions}</div> : null}
    </section>
  );
}
