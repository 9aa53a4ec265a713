/** A labelled row of chips for one choice (a risk, a side): one pressed at a time. */
import { useId } from 'react';

export function ChoiceChips<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <div className="instant-choice stack-1" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-muted-sm">
        {label}
      </span>
      <div className="instant-choice__chips">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="house-chip"
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
