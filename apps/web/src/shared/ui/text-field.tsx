/**
 * A labelled input. The label is tied to the input, the hint and the error are read with it
 * (aria-describedby), and the error sits in a live region so a screen reader announces it.
 */
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import './field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'prefix'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Fixed text before the input, e.g. the phone's +88. */
  prefix?: ReactNode;
  /** A control after the input, e.g. the show/hide password button. */
  trailing?: ReactNode;
}

// forwardRef: a form library's register() hands the input's ref to this component.
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, prefix, trailing, id, className, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', errorId].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className={error ? 'field__control field__control--invalid' : 'field__control'}>
        {prefix ? (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
});
