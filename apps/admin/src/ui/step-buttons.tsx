/**
 * The buttons that end a step of a change: go ahead, or back. Both are off while the call runs, so
 * a slow answer can be neither sent twice nor left unseen.
 */
export function StepButtons({
  confirmLabel,
  isBusy,
  isDanger = false,
  canConfirm = true,
  onConfirm,
  backLabel = 'Back',
  onBack,
}: {
  /** Already says when the call is under way ("Saving…"). */
  confirmLabel: string;
  isBusy: boolean;
  /** A change someone loses by (a rejection, a void, a switch-off) is marked as such. */
  isDanger?: boolean | undefined;
  /** Off when there is nothing to go ahead with. */
  canConfirm?: boolean;
  /** Without it the button submits the form around it. */
  onConfirm?: () => void;
  backLabel?: string;
  onBack: () => void;
}) {
  return (
    <div className="filters">
      <button
        className={isDanger ? 'button button-danger' : 'button button-primary'}
        type={onConfirm === undefined ? 'submit' : 'button'}
        disabled={isBusy || !canConfirm}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
      <button className="button button-quiet" type="button" disabled={isBusy} onClick={onBack}>
        {backLabel}
      </button>
    </div>
  );
}
