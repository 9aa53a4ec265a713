/** A labelled native select: the phone's own picker is the most familiar and the most accessible. */
import { ChevronDown } from 'lucide-react';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import './field.css';

interface SelectFieldProps extends ComponentPropsWithoutRef<'select'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

// forwardRef: a form library's register() hands the select's ref to this component.
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, id, ...selectProps },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className={error ? 'field__control field__control--invalid' : 'field__control'}>
        <select
          {...selectProps}
          ref={ref}
          id={selectId}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="field__select-icon" size={18} aria-hidden="true" />
      </div>
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
});
