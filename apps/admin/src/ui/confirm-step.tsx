/**
 * The step between a click and a change it cannot take back: what will happen, said plainly, the
 * server's refusal of the last try if any, then go ahead or back. Where a form comes first and
 * its values are worth reading again, `ReviewStep` is the one to use.
 */
import type { ReactNode } from 'react';
import { errorMessage } from '../api/admin-api';
import { StepButtons } from './step-buttons';

export function ConfirmStep({
  label,
  className = 'adjust-confirm',
  confirmLabel,
  isBusy,
  isDanger,
  error,
  onConfirm,
  onBack,
  children,
}: {
  /** The group's name for screen readers. */
  label: string;
  className?: string;
  /** Already says when the call is under way ("Sending…"). */
  confirmLabel: string;
  isBusy: boolean;
  isDanger?: boolean;
  /** The last try's failure (a mutation's `error`); null shows none. */
  error: unknown;
  onConfirm: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {children}
      {error !== null && error !== undefined && (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      <StepButtons
        confirmLabel={confirmLabel}
        isBusy={isBusy}
        isDanger={isDanger}
        onConfirm={() => {
          if (!isBusy) onConfirm();
        }}
        onBack={onBack}
      />
    </div>
  );
}
