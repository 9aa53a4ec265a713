/**
 * The step between a form and its save: what will change, said plainly, then Save or back to the
 * form. The form's values stay as typed while the operator reads; a refusal shows here.
 */
import type { ReactNode } from 'react';
import { StepButtons } from './step-buttons';

export function ReviewStep({
  title,
  label = title,
  confirmLabel,
  isSaving,
  canConfirm = true,
  error,
  onConfirm,
  onBack,
  children,
}: {
  title: string;
  /** The group's name for screen readers, when the title alone does not say it is a review. */
  label?: string;
  confirmLabel: string;
  isSaving: boolean;
  /** Off when the review shows nothing to save. */
  canConfirm?: boolean;
  /** The server's refusal of the last save, if any. */
  error?: string | undefined;
  onConfirm: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div className="review-step" role="group" aria-label={label}>
      <h2>{title}</h2>
      {children}
      {error !== undefined && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <StepButtons
        confirmLabel={isSaving ? 'Saving…' : confirmLabel}
        isBusy={isSaving}
        canConfirm={canConfirm}
        onConfirm={onConfirm}
        backLabel="Back to the form"
        onBack={onBack}
      />
    </div>
  );
}
