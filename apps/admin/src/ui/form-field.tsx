/**
 * One field of a form: its label tied to the control, a hint under it and the field's error (the
 * server's `errors` for it, or the form's own check). An error marks the control invalid and is
 * linked to it, so a screen reader reads it with the field; the hint is linked the same way.
 */
import type { ReactNode } from 'react';

/** What the control needs from its field: spread onto the input, select or textarea. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  /** The control's id; the hint and the error take it with `-hint` and `-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  /** The field's error messages, shown one after the other; none or an empty list hides it. */
  errors?: string | readonly string[] | undefined;
  /** Beside `field`, e.g. `field-wide`. */
  className?: string | undefined;
  /** The label is read to screen readers only, where the row around the field already says it. */
  isLabelHidden?: boolean | undefined;
  /** An error that appears without a new form around it (a dialog's field) is read out at once. */
  isErrorAnnounced?: boolean | undefined;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({
  id,
  label,
  hint,
  errors,
  className,
  isLabelHidden = false,
  isErrorAnnounced = false,
  children,
}: FormFieldProps) {
  const messages = errors === undefined ? [] : typeof errors === 'string' ? [errors] : errors;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = messages.length > 0;
  const describedBy = [hint !== undefined ? hintId : '', isInvalid ? errorId : '']
    .filter((part) => part !== '')
    .join(' ');
  const control: ControlProps = { id };
  if (isInvalid) control['aria-invalid'] = true;
  if (describedBy !== '') control['aria-describedby'] = describedBy;
  return (
    <div className={className === undefined ? 'field' : `field ${className}`}>
      <label className={isLabelHidden ? 'visually-hidden' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      {children(control)}
      {hint !== undefined && (
        <span className="hint" id={hintId}>
          {hint}
        </span>
      )}
      {isInvalid && (
        <p className="field-error" id={errorId} role={isErrorAnnounced ? 'alert' : undefined}>
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}
