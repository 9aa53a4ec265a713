/** A bet's or market's figures as label and value pairs, two to a row on a phone. */
import type { ReactNode } from 'react';

export function FactList({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="exchange-account__facts">
      {facts.map((fact) => (
        <div key={fact.label} className="exchange-account__fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
