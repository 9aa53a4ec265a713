/**
 * The last step of an operator's decision (a deposit or withdrawal, an identity check): what is
 * decided on, what the decision does (a warning for a rejection), the text it sends when it needs
 * one (the reason the player reads, a payout's reference), the call's failure, then Confirm or
 * back. The dialog keeps the call and what the text must be.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../api/admin-api';
import { FormField } from '../ui/form-field';
import { StepButtons } from '../ui/step-buttons';

export interface DecisionText {
  label: string;
  name: string;
  value: string;
  maxLength: number;
  /** The dialog's own check of the text, shown before the server's. */
  invalid: string | null;
  onChange: (value: string) => void;
}

export function DecisionForm({
  children,
  note,
  isRejection,
  text,
  sendError,
  fieldError,
  confirmLabel,
  isBusy,
  onSubmit,
  onBack,
}: {
  /** What is decided on, above the note. */
  children?: ReactNode;
  /** What the decision does, said plainly. */
  note: string;
  isRejection: boolean;
  /** Absent when the decision sends no text. */
  text?: DecisionText | undefined;
  /** The call's failure (a mutation's `error`); shown here unless it refused the text. */
  sendError: unknown;
  /** The server's refusal of the text, shown under it. */
  fieldError: string | undefined;
  confirmLabel: string;
  isBusy: boolean;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
}) {
  const fieldId = useId();
  return (
    <form className="decision" onSubmit={onSubmit} noValidate>
      {children}
      <p className={isRejection ? 'decision-warning' : 'decision-note'}>{note}</p>
      {text !== undefined && (
        <FormField
          id={fieldId}
          label={text.label}
          errors={text.invalid ?? fieldError}
          isErrorAnnounced
        >
          {(control) => (
            <input
              {...control}
              name={text.name}
              value={text.value}
              maxLength={text.maxLength}
              onChange={(event) => text.onChange(event.target.value)}
            />
          )}
        </FormField>
      )}
      {sendError !== null && sendError !== undefined && fieldError === undefined && (
        <p className="form-error" role="alert">
          {errorMessage(sendError)}
        </p>
      )}
      <StepButtons
        confirmLabel={confirmLabel}
        isBusy={isBusy}
        isDanger={isRejection}
        onBack={onBack}
      />
    </form>
  );
}
