/**
 * A labelled row of buttons of which the chosen one shows pressed: a quick pick that applies at
 * once (a report's period, a withdrawal amount), not a form field.
 */
import type { ReactNode } from 'react';

export function ChoiceButtons<T extends string | number>({
  label,
  choices,
  chosen,
  onChoose,
  renderChoice,
  className,
  buttonClassName,
}: {
  label: string;
  choices: readonly T[];
  chosen: T;
  onChoose: (choice: T) => void;
  renderChoice: (choice: T) => ReactNode;
  className: string;
  buttonClassName: string;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={buttonClassName}
          aria-pressed={choice === chosen}
          onClick={() => onChoose(choice)}
        >
          {renderChoice(choice)}
        </button>
      ))}
    </div>
  );
}
